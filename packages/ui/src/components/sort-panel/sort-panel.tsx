import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog';
import { RadioGroup } from '../radio-group';
import { SORT_CHOICES, sortMessages, type SortChoice } from './sort-panel.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  apply: NoMessageValues;
  cancel: NoMessageValues;
}>({
  title: { id: 'ui.sort-panel.title', defaultMessage: 'Trier les résultats' },
  description: {
    id: 'ui.sort-panel.description',
    defaultMessage: 'Choisissez l’ordre dans lequel les membres s’affichent.',
  },
  apply: { id: 'ui.sort-panel.apply', defaultMessage: 'Appliquer' },
  cancel: { id: 'ui.sort-panel.cancel', defaultMessage: 'Annuler' },
});

export interface SortPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The applied sort; each opening starts from it. */
  value: SortChoice;
  /** Apply: the chosen sort (turn it into the query with `sortQuery`); the panel then closes. */
  onApply: (choice: SortChoice) => void;
}

/** The sort in a modal: three radio choices (proximity, values in common, connection) and Apply. */
export function SortPanel({ open, onOpenChange, value, onApply }: SortPanelProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<SortChoice>(value);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" data-slot="sort-panel" data-value={draft}>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.description)}</DialogDescription>
        </DialogHeader>
        <RadioGroup
          variant="cards"
          aria-label={intl.formatMessage(messages.title)}
          value={draft}
          onValueChange={(next) => {
            const choice = SORT_CHOICES.find((c) => c === next);
            if (choice) setDraft(choice);
          }}
          options={SORT_CHOICES.map((choice) => ({
            value: choice,
            label: intl.formatMessage(sortMessages.label, { choice }),
            description: intl.formatMessage(sortMessages.description, { choice }),
          }))}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
          </DialogClose>
          <Button
            data-slot="sort-panel-apply"
            onClick={() => {
              onApply(draft);
              onOpenChange(false);
            }}
          >
            {intl.formatMessage(messages.apply)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
