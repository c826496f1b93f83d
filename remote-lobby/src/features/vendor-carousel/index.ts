// The vendor chooser of the lobby's game lists and home panel.
export { VendorCarousel, VendorButton, isPaged, type CarouselVendor, type VendorCarouselProps } from './VendorCarousel';
