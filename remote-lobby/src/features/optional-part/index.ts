// A part of a page that the page can do without: its code loads late, and its failure stays in it.
export { OptionalPart, type OptionalPartProps } from './OptionalPart';
