import { defineWidget } from '../../src/core/element/define-widget';
import { PhotoFeed } from './PhotoFeed';

export const PhotoFeedElement = defineWidget('sf-photo-feed', PhotoFeed);
