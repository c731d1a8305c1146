import {
  createApiClient,
  createOutbox,
  memoryStorage,
  OutboxProvider,
  storageKeys,
} from '@prospect/api-client';
import { demoAccounts, handlers, seed, signIn } from '@prospect/mock-server';
import { getResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderApp, testApi } from '../../testing/render-app';
import { Component as ContactsRoute } from './ContactsRoute';

// /contacts as the app wires it: the mock backend's answers, the outbox, the calendar's modal.

const network = { online: true };
const fetchFromMock: typeof fetch = async (input, init) => {
  if (!network.online) throw new TypeError('Failed to fetch');
  const response = await getResponse(handlers, new Request(input, init));
  if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
  return response;
};

async function openContacts(address: string) {
  const tokens = signIn(demoAccounts.agent);
  const storage = memoryStorage({
    [storageKeys.accessToken]: tokens.access,
    [storageKeys.refreshToken]: tokens.refresh,
    [storageKeys.username]: demoAccounts.agent,
  });
  const client = createApiClient({ baseUrl: testApi, storage, fetch: fetchFromMock, locks: null });
  const outbox = createOutbox({ client, isOnline: () => network.online, locks: null, openChannel: null });
  const router = createMemoryRouter(
    [
      {
        path: '/contacts',
        element: (
          <OutboxProvider outbox={outbox}>
            <ContactsRoute />
          </OutboxProvider>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  const screen = await renderApp(router, client);
  return { screen, router, outbox };
}

const card = (screen: Awaited<ReturnType<typeof openContacts>>['screen'], name: string) =>
  screen.getByRole('list', { name: 'Liste des contacts' }).getByRole('article', { name });
const LEFEVRE = 'Mme Lefèvre, villa face à la mer, souhai…';

beforeEach(async () => {
  network.online = true;
  await seed();
});

describe('/contacts', () => {
  it('opens on the filter the address names, and keeps a new one in the address', async () => {
    const { screen, router } = await openContacts('/contacts?filter=interested');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Mes contacts' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Intéressés' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByRole('status')).toHaveTextContent('5 contacts');
    await userEvent.click(screen.getByRole('button', { name: 'Réfléchissent' }));
    expect(router.state.location.search).toBe('?filter=thinking');
    await userEvent.click(screen.getByRole('button', { name: 'Tous' }));
    expect(router.state.location.search).toBe('');
  });

  it('scopes the list to the year the address names, until all years are asked for', async () => {
    const { screen, router } = await openContacts('/contacts?filter=interested&year=2025');
    await expect.element(screen.getByText('Notés en 2025')).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('1 contact');
    await userEvent.click(screen.getByRole('button', { name: 'Toutes les années' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('5 contacts');
    expect(router.state.location.search).toBe('?filter=interested');
    await expect.element(screen.getByText('Notés en 2025')).not.toBeInTheDocument();
  });

  it('plans a call-back in the calendar, then shows it on the contact', async () => {
    const { screen } = await openContacts('/contacts');
    await userEvent.click(card(screen, LEFEVRE).getByRole('button', { name: 'Planifier un rappel' }));
    const modal = screen.getByRole('dialog', { name: 'Ajouter un événement' });
    await expect
      .element(modal.getByLabelText('Titre'))
      .toHaveValue('Rappeler : Mme Lefèvre, villa face à la mer, souhai…');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect.element(screen.getByText('Rappel ajouté au calendrier.')).toBeVisible();
    // Saved through the spec's event call, read back from the calendar's month (23 November, 10:00).
    await expect.element(card(screen, LEFEVRE).getByText('Rappel prévu le 23/11/2026 à 10:00')).toBeVisible();
    await expect.element(card(screen, LEFEVRE).getByText('Pas encore envoyé')).not.toBeInTheDocument();
  });

  it('keeps a contact as a favourite once', async () => {
    const { screen } = await openContacts('/contacts');
    await userEvent.click(card(screen, LEFEVRE).getByRole('button', { name: 'Ajouter aux favoris' }));
    await expect.element(card(screen, LEFEVRE).getByText('Dans vos favoris')).toBeVisible();
    await expect
      .element(card(screen, LEFEVRE).getByRole('button', { name: 'Ajouter aux favoris' }))
      .not.toBeInTheDocument();
  });

  it('shows a contact logged without network at once, marked, until it is sent', async () => {
    const { screen, outbox } = await openContacts('/contacts');
    await expect.element(screen.getByRole('status')).toHaveTextContent('8 contacts');
    network.online = false;
    expect(
      await outbox.submit({ kind: 'houseNote', label: 'interested', others: 'Mme Guérin, villa Les Roses' }),
    ).toBe('queued');
    const logged = card(screen, 'Mme Guérin, villa Les Roses');
    await expect.element(logged).toHaveAccessibleDescription('Pas encore envoyé');
    await expect.element(screen.getByRole('status')).toHaveTextContent('9 contacts');
    network.online = true;
    await outbox.flush();
    // The server's copy takes its place: named after its author, no longer marked, not doubled.
    await expect.element(logged).not.toHaveAccessibleDescription();
    await expect.element(logged.getByText(/Camille Martin$/)).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('9 contacts');
  });

  it('says it is offline when the list was never read on this device', async () => {
    network.online = false;
    const { screen } = await openContacts('/contacts');
    await expect
      .element(screen.getByText('Vos contacts s’afficheront ici au retour du réseau.'))
      .toBeVisible();
    network.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('8 contacts');
  });
});
