import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { ReactNode } from 'react';
import { COMMON } from '#shared/messages';
import { cardDefinitionOf } from './table-cards';
import { useNarrow } from './use-narrow';

export interface CollectionTableProps<T> {
  items: readonly T[];
  /** a column sorts when it has a sortingField or a sortingComparator */
  columns: readonly TableProps.ColumnDefinition<T>[];
  trackBy: TableProps['trackBy'];
  /** the header, or a function of how many items the filters let through (for its counter) */
  header?: ReactNode | ((shown: number) => ReactNode);
  variant?: TableProps['variant'];
  loading?: boolean;
  loadingText?: string;
  /** shown when there is nothing at all (not when a filter hides everything) */
  empty: ReactNode;
  /** the text filter: its label ('Find accounts') and whether an item matches the typed text */
  search?: { label: string; matches: (item: T, text: string) => boolean };
  /** more filters beside the text filter (selects, toggles), or a function of the typed text; they narrow `items` themselves */
  filters?: ReactNode | ((text: string) => ReactNode);
  /** items per page; the pager shows only when there is more than one page */
  pageSize?: number;
  defaultSort?: { columnId: string; descending?: boolean };
  ariaLabel?: string;
}

/**
 * Every table of the app, the Cloudscape way: the collection hooks filter, sort and page the items;
 * an empty table says so and offers its next step, a filter that hides everything offers 'Clear
 * filter'; lines wrap, so every column (actions included) stays on screen at 1280 px. On a phone
 * the same items show as cards, one labelled section per column (table-cards.ts).
 */
export function CollectionTable<T>(props: CollectionTableProps<T>) {
  const { items, columns, search, pageSize = 20, defaultSort } = props;
  const sortingColumn = columns.find((c) => c.id === defaultSort?.columnId);
  const {
    items: shown,
    collectionProps,
    filterProps,
    paginationProps,
    filteredItemsCount,
    actions,
  } = useCollection(items, {
    filtering: {
      empty: props.empty,
      noMatch: (
        <Box textAlign="center" color="inherit">
          <SpaceBetween size="xs">
            <Box variant="p" color="inherit">
              {COMMON.noMatch}
            </Box>
            <Button onClick={() => actions.setFiltering('')}>{COMMON.clearFilter}</Button>
          </SpaceBetween>
        </Box>
      ),
      filteringFunction: search ? (item, text) => search.matches(item, text) : () => true,
    },
    sorting: sortingColumn ? { defaultState: { sortingColumn, isDescending: defaultSort?.descending } } : {},
    pagination: { pageSize },
  });
  const pages = paginationProps.pagesCount ?? 1;
  const narrow = useNarrow();
  const header =
    typeof props.header === 'function' ? props.header(filteredItemsCount ?? items.length) : props.header;
  const filter =
    search || props.filters ? (
      <SpaceBetween direction="horizontal" size="m" alignItems="center">
        {search && (
          <TextFilter
            {...filterProps}
            filteringPlaceholder={search.label}
            filteringAriaLabel={search.label}
            countText={filterProps.filteringText ? COMMON.matches(filteredItemsCount ?? 0) : undefined}
          />
        )}
        {typeof props.filters === 'function' ? props.filters(filterProps.filteringText) : props.filters}
      </SpaceBetween>
    ) : undefined;
  const pagination = pages > 1 ? <Pagination {...paginationProps} /> : undefined;
  if (narrow)
    return (
      <Cards
        items={shown}
        cardDefinition={cardDefinitionOf(columns)}
        trackBy={props.trackBy}
        header={header}
        empty={collectionProps.empty}
        loading={props.loading}
        loadingText={props.loadingText}
        ariaLabels={
          props.ariaLabel
            ? // nothing is selectable in these cards: the selection labels are never read
              { cardsLabel: props.ariaLabel, itemSelectionLabel: () => '', selectionGroupLabel: '' }
            : undefined
        }
        filter={filter}
        pagination={pagination}
        cardsPerRow={[{ cards: 1 }]}
      />
    );
  return (
    <Table
      {...collectionProps}
      items={shown}
      columnDefinitions={columns}
      trackBy={props.trackBy}
      header={header}
      variant={props.variant ?? 'container'}
      loading={props.loading}
      loadingText={props.loadingText}
      ariaLabels={props.ariaLabel ? { tableLabel: props.ariaLabel } : undefined}
      wrapLines
      filter={filter}
      pagination={pagination}
    />
  );
}
