import { ArrowDownUp, EyeOff, Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
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
import { MAX_ACTIVE_FILTERS, MAX_KEYWORDS } from '../filter-panel/filter-panel.ts';

/** The modal opens this long after the search page mounts when `metadata.first_search` is set. */
export const SEARCH_ONBOARDING_DELAY_MS = 800;

const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  searchTitle: NoMessageValues;
  searchText: NoMessageValues;
  filtersTitle: NoMessageValues;
  filtersText: { maxFilters: number; maxKeywords: number };
  sortTitle: NoMessageValues;
  sortText: NoMessageValues;
  anonymousTitle: NoMessageValues;
  anonymousText: NoMessageValues;
  done: NoMessageValues;
}>({
  title: {
    id: 'ui.search-onboarding-modal.title',
    defaultMessage: 'Bienvenue dans la recherche',
  },
  description: {
    id: 'ui.search-onboarding-modal.description',
    defaultMessage: 'Quatre outils pour trouver les personnes qui vous ressemblent.',
  },
  searchTitle: { id: 'ui.search-onboarding-modal.search-title', defaultMessage: 'La recherche' },
  searchText: {
    id: 'ui.search-onboarding-modal.search-text',
    defaultMessage:
      'Les membres qui correspondent à vos critères s’affichent sous forme de cartes. Faites défiler la page : les profils suivants se chargent tout seuls. Choisissez une carte pour découvrir le profil.',
  },
  filtersTitle: { id: 'ui.search-onboarding-modal.filters-title', defaultMessage: 'Les filtres' },
  filtersText: {
    id: 'ui.search-onboarding-modal.filters-text',
    defaultMessage:
      'Précisez l’âge, la distance, la taille, les valeurs ou le mode de vie recherchés. Vous pouvez activer jusqu’à {maxFilters, number} filtres à la fois et ajouter jusqu’à {maxKeywords, number} mots-clés.',
  },
  sortTitle: { id: 'ui.search-onboarding-modal.sort-title', defaultMessage: 'Le tri' },
  sortText: {
    id: 'ui.search-onboarding-modal.sort-text',
    defaultMessage:
      'Classez les résultats par proximité, par valeurs en commun ou par connexion, pour voir d’abord les membres les plus actifs.',
  },
  anonymousTitle: {
    id: 'ui.search-onboarding-modal.anonymous-title',
    defaultMessage: 'Le mode anonyme',
  },
  anonymousText: {
    id: 'ui.search-onboarding-modal.anonymous-text',
    defaultMessage:
      'Activé, vos photos apparaissent floues aux autres membres : ils vous découvrent d’abord par votre profil, puis révèlent votre photo s’ils le souhaitent. Désactivé, vos photos s’affichent directement.',
  },
  done: { id: 'ui.search-onboarding-modal.done', defaultMessage: 'C’est parti !' },
});

export interface SearchOnboardingTopic {
  key: string;
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
}

export interface SearchOnboardingModalProps {
  /**
   * `metadata.first_search`: the modal opens by itself `delayMs` after mount. Leave false to open it only
   * through `open` (the learn-more link).
   */
  firstSearch?: boolean | undefined;
  /** The delay before the first-search opening (800 ms). */
  delayMs?: number | undefined;
  /** Controlled open state (the learn-more link sets it); leave out to let the modal manage it. */
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /**
   * Called once each time the modal closes (the button, the cross, Escape or a click outside): the app
   * patches first-search and sets the flag false locally.
   */
  onClose?: (() => void) | undefined;
  /** Replaces the four topics (search, filters, sort, anonymous mode). */
  topics?: readonly SearchOnboardingTopic[] | undefined;
  /** Overrides the title ('Bienvenue dans la recherche'). */
  title?: ReactNode;
  /** Overrides the closing button's text ('C’est parti !'). */
  doneLabel?: ReactNode;
}

/**
 * How the search works, in four short topics (search, filters, sort, anonymous mode). It opens by itself
 * 800 ms after the search page mounts when `metadata.first_search` is set, and through `open` from the
 * learn-more link; closing it calls `onClose` once.
 */
export function SearchOnboardingModal({
  firstSearch = false,
  delayMs = SEARCH_ONBOARDING_DELAY_MS,
  open,
  onOpenChange,
  onClose,
  topics,
  title,
  doneLabel,
}: SearchOnboardingModalProps) {
  const intl = useIntl();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = open ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
    if (!next) onClose?.();
  };

  const openAfterDelay = useEffectEvent(() => {
    if (!isOpen) setOpen(true);
  });

  useEffect(() => {
    if (!firstSearch) return;
    const timer = window.setTimeout(() => {
      openAfterDelay();
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [firstSearch, delayMs]);

  const iconClassName = 'size-5';
  const shownTopics: readonly SearchOnboardingTopic[] = topics ?? [
    {
      key: 'search',
      icon: <Search className={iconClassName} />,
      title: intl.formatMessage(messages.searchTitle),
      text: intl.formatMessage(messages.searchText),
    },
    {
      key: 'filters',
      icon: <SlidersHorizontal className={iconClassName} />,
      title: intl.formatMessage(messages.filtersTitle),
      text: intl.formatMessage(messages.filtersText, {
        maxFilters: MAX_ACTIVE_FILTERS,
        maxKeywords: MAX_KEYWORDS,
      }),
    },
    {
      key: 'sort',
      icon: <ArrowDownUp className={iconClassName} />,
      title: intl.formatMessage(messages.sortTitle),
      text: intl.formatMessage(messages.sortText),
    },
    {
      key: 'anonymous',
      icon: <EyeOff className={iconClassName} />,
      title: intl.formatMessage(messages.anonymousTitle),
      text: intl.formatMessage(messages.anonymousText),
    },
  ];

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        if (next !== isOpen) setOpen(next);
      }}
    >
      <DialogContent
        size="lg"
        data-slot="search-onboarding-modal"
        data-first-search={firstSearch || undefined}
      >
        <DialogHeader>
          <DialogTitle>{title ?? intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.description)}</DialogDescription>
        </DialogHeader>
        <ul data-slot="search-onboarding-modal-topics" className="grid gap-5 sm:grid-cols-2">
          {shownTopics.map((topic) => (
            <li
              key={topic.key}
              data-slot="search-onboarding-modal-topic"
              data-topic={topic.key}
              className="flex items-start gap-3"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
              >
                {topic.icon}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="font-semibold">{topic.title}</h3>
                <p className="text-sm text-pretty text-text-muted">{topic.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button data-slot="search-onboarding-modal-done">
              {doneLabel ?? intl.formatMessage(messages.done)}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
