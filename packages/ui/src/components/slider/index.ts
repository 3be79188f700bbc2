export {
  Slider,
  sliderVariants,
  type SliderFormatProps,
  type SliderProps,
  type SliderValueFormatter,
} from './slider.tsx';
