export {
  ATTACH_INTERVAL_MS,
  ATTACH_TRIES,
  DEFAULT_FOCAL_POINT,
  IMAGE_CONCURRENCY,
  IMAGE_WIDTHS,
  LAZY_MARGIN_PX,
  LAZY_ROOT_MARGIN,
  LOAD_TIME_LIMIT_MS,
  LOADED_CLASS,
  LOADING_CLASS,
  MOBILE_IMAGE_CONCURRENCY,
  RESOLUTION_ATTRIBUTE,
} from './constants.ts';
export type { ImageWidth } from './constants.ts';
export {
  DEFAULT_PIXEL_RATIO_MAX,
  DEFAULT_PIXEL_RATIO_MIN,
  parseImageSettings,
} from './settings.ts';
export type {
  CropMode,
  Dimensions,
  FocalPoint,
  ImageAlignment,
  ImageSettings,
  LoadMode,
  ParseImageSettingsOptions,
  SizeFormat,
  Warn,
} from './settings.ts';
export { chooseImageWidth, effectivePixelRatio, wantedPixels } from './resolution.ts';
export type { WidthRequest } from './resolution.ts';
export { sizedImageUrl } from './size-format.ts';
export {
  anchorPoint,
  backgroundSizeValue,
  drawnWidth,
  objectFitValue,
  placeImage,
  positionValue,
} from './placement.ts';
export type { Box, Placement } from './placement.ts';
export { applyCrop, reserveSpace, RESERVED_ATTRIBUTE } from './layout.ts';
export { browserDecode, imageConcurrency, isMobile, resolveEnvironment } from './environment.ts';
export type {
  DecodeImage,
  ImageEnvironment,
  ImageNavigator,
  ImageWindow,
  IntersectionObserverConstructor,
} from './environment.ts';
export { createLoadQueue } from './queue.ts';
export type { LoadQueue } from './queue.ts';
export { waitForAttachment } from './attach.ts';
export type { AttachOptions } from './attach.ts';
export { whenNearViewport } from './viewport.ts';
export { loadImage, loadImages } from './loader.ts';
export type { ImageLoadResult, ImageLoadStatus, LoadImageOptions } from './loader.ts';
