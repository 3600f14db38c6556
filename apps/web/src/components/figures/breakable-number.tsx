import { Fragment } from 'react';

/**
 * A German number that may wrap after its thousands dots ("123.456.789.<wbr>012,000") when its column is too narrow,
 * instead of being cut or running into the next column; copied text stays the number.
 */
export function BreakableNumber({ text }: { text: string }) {
  const groups = text.split('.');
  return (
    <>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {group}
          {index < groups.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
