export { OrderList, orderListVariants, type Order, type OrderListProps } from './order-list.tsx';
