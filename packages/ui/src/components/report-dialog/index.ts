export {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  ReportDialog,
  type ReportDialogProps,
  type ReportInput,
  type ReportReason,
} from './report-dialog.tsx';
