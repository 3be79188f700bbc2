export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabsContentProps,
  type TabsProps,
  type TabsTriggerProps,
} from './tabs';
