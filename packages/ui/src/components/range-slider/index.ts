export { RangeSlider, type RangeSliderProps, type RangeValue } from './range-slider.tsx';
