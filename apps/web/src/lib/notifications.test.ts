import { afterEach, describe, expect, it } from 'vitest';
import { clearNotifications, currentNotifications, notify } from './notifications';

afterEach(() => {
  clearNotifications();
});

describe('notify', () => {
  it('shows the same text of the same type once while it is on screen', () => {
    const first = notify({ type: 'danger', message: 'Oups! Une erreur est survenue.' });
    const again = notify({ type: 'danger', message: 'Oups! Une erreur est survenue.' });
    expect(again).toBe(first);
    expect(currentNotifications()).toHaveLength(1);
  });

  it('shows another text, or the same text of another type', () => {
    notify({ type: 'danger', message: 'Utilisateur indisponible' });
    notify({ type: 'danger', message: 'Oups! Une erreur est survenue.' });
    notify({ type: 'info', message: 'Utilisateur indisponible' });
    expect(currentNotifications().map(({ type, message }) => [type, message])).toEqual([
      ['danger', 'Utilisateur indisponible'],
      ['danger', 'Oups! Une erreur est survenue.'],
      ['info', 'Utilisateur indisponible'],
    ]);
  });
});
