/** Files a director takes away or brings: downloads made in the page, and names for them. */

/** Offers text as a file download, e.g. `download('club-night-standings.csv', csv, 'text/csv')`. */
export const download = (name: string, text: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; the URL is only needed for the click.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** A tournament's name as the start of a file name: `'Club night, 3 March'` -> `'club-night-3-march'`. */
export const fileStem = (name: string | undefined): string =>
  (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'tournament';
