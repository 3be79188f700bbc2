export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';
export {
  TooltipOnDemand,
  type TooltipOnDemandProps,
  type TooltipTriggerElementProps,
} from './tooltip-on-demand.tsx';
