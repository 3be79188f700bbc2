export {
  ImageCropper,
  cropImage,
  imageCropperViewportVariants,
  type CropImageOptions,
  type ImageCropperProps,
} from './image-cropper.tsx';
export {
  CROP_ASPECT,
  CROP_JPEG_QUALITY,
  CROP_MAX_ZOOM,
  CROP_MIN_ZOOM,
  CROP_OUTPUT_TYPE,
  CROP_VIEWPORT_MAX,
  CROP_ZOOM_STEP,
  CROPPED_OUTPUT_SIZE,
  clampZoom,
  cropToCanvasArea,
  type CanvasArea,
  type CropArea,
  type ImageSize,
} from './image-cropper.ts';
