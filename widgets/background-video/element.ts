import { defineWidget } from '../../src/core/element/define-widget';
import { BackgroundVideo } from './BackgroundVideo';

export const BackgroundVideoElement = defineWidget('sf-background-video', BackgroundVideo);
