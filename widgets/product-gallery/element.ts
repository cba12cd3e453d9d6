import { defineWidget } from '../../src/core/element/define-widget';
import { ProductGallery } from './ProductGallery';

export const ProductGalleryElement = defineWidget('sf-product-gallery', ProductGallery);
