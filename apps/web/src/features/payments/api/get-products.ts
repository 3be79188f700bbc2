import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { deviceReference } from '../../../lib/device-reference';
import { useLocale } from '../../../lib/locale-context';
import { platform } from '../../../lib/platform';

export type Product = components['schemas']['Product'];
export const PRODUCTS_KEY = 'products';

/** The packages: `GET products` on the web, `GET products/native` (store ids) on native. */
export async function getProducts(): Promise<Product[]> {
  const device_ref = deviceReference();
  const current = platform();
  if (current.name === 'ios' || current.name === 'android') {
    const body = await unwrap(
      api().GET('/products/native', { params: { query: { device_ref, platform: current.name } } }),
    );
    return body.data;
  }
  return (await unwrap(api().GET('/products', { params: { query: { device_ref } } }))).data;
}

export function useProducts() {
  const { locale } = useLocale();
  return useSWR<Product[], ApiError>([PRODUCTS_KEY, locale], getProducts);
}
