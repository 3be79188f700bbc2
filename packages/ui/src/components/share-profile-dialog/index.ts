export {
  ShareProfileDialog,
  type ShareProfileDialogProps,
  type ShareProfileState,
} from './share-profile-dialog.tsx';
