import { Fragment } from 'react';
import { idPieces } from './id-pieces';
import './breakable-id.css';

/**
 * A logical id, ARN, physical id or type that wraps at its separators (`arn:aws:iam::…:role/…`,
 * `AWS::EC2::Subnet`) and between the words of a CamelCase name, never in the middle of a word.
 * A piece longer than its column still breaks (overflow-wrap), rather than push the table wide.
 */
export function BreakableId({ id }: { id: string }) {
  return (
    <span className="sahab-breakable-id">
      {idPieces(id).map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one id never reorder
        <Fragment key={i}>
          {piece}
          <wbr />
        </Fragment>
      ))}
    </span>
  );
}
