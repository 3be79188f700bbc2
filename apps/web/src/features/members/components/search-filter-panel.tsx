import { FilterPanel, MAX_KEYWORDS, type FilterPanelProps } from '@app/ui/filter-panel';
import { SearchKeywordsField, SearchLocationField } from './search-fields';

export type SearchFilterPanelProps = Omit<FilterPanelProps, 'locationField' | 'keywordsField'>;

/**
 * The search's filter panel with the app's address and keyword fields. A chunk of its own (its dialog,
 * select, sliders and address search are about a sixth of the search page's code): the page loads it
 * when the browser is idle or the panel is first opened, not before the grid.
 */
export default function SearchFilterPanel(props: SearchFilterPanelProps) {
  return (
    <FilterPanel
      {...props}
      locationField={(field) => <SearchLocationField {...field} />}
      keywordsField={(field) => <SearchKeywordsField {...field} max={MAX_KEYWORDS} />}
    />
  );
}
