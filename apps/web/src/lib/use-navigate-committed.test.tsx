// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useNavigateCommitted } from './use-navigate-committed';

describe('useNavigateCommitted', () => {
  it('resolves once the new page is drawn, not when the URL changes', async () => {
    let release!: () => void;
    const pageModule = new Promise<void>((resolve) => {
      release = resolve;
    });
    function SlowPage() {
      use(pageModule);
      return <h1>Arrivée</h1>;
    }
    let navigate!: ReturnType<typeof useNavigateCommitted>;
    function Start() {
      navigate = useNavigateCommitted();
      return <h1>Départ</h1>;
    }
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/start']}>
          <Suspense fallback={<p>…</p>}>
            <Routes>
              <Route path="/start" element={<Start />} />
              <Route path="/next" element={<SlowPage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>,
      );
      await Promise.resolve();
    });

    let arrived = false;
    await act(async () => {
      void navigate('/next').then(() => {
        arrived = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // The page's module is still loading: the old page stays, and the promise waits.
    expect(screen.getByRole('heading').textContent).toBe('Départ');
    expect(arrived).toBe(false);

    await act(async () => {
      release();
      await pageModule;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('heading').textContent).toBe('Arrivée');
    expect(arrived).toBe(true);
  });
});
