/**
 * Cards in the member grid's first row at its widest: their pictures are the page's largest paint,
 * fetched at once (Avatar's `priority`) and, on the search's first page, as soon as its answer arrives.
 */
export const FIRST_ROW = 4;
