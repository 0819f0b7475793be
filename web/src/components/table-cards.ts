import type { CardsProps } from '@cloudscape-design/components/cards';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';

/**
 * A table's columns as a card's parts, for a phone: the first column heads the card and every other
 * column is a labelled section, so Status and Actions are on screen without scrolling the table
 * sideways (at 390 px a table hid them past its card's edge). One mechanism for every table.
 */
export function cardDefinitionOf<T>(
  columns: readonly TableProps.ColumnDefinition<T>[],
): CardsProps.CardDefinition<T> {
  const [first, ...rest] = columns;
  return {
    ...(first && { header: (item: T) => first.cell(item) as ReactNode }),
    sections: rest.map((column) => ({
      id: column.id,
      header: column.header,
      content: (item: T) => column.cell(item) as ReactNode,
    })),
  };
}
