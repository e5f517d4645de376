import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { types } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { override, setupApiServer } from '../test/server';

setupApiServer();

describe('the stale note', () => {
  test('is absent while answers are fresh', async () => {
    await renderApp('/');
    await screen.findByRole('list', { name: 'Vehicle types' });
    expect(screen.queryByText('The catalogue may be a few minutes old.')).not.toBeInTheDocument();
  });

  test('says quietly that the catalogue may be a few minutes old when the server answers from a stale copy', async () => {
    override('types', () => HttpResponse.json(types, { headers: { 'X-Catalogue-Stale': '240' } }));
    await renderApp('/');
    await screen.findByRole('list', { name: 'Vehicle types' });
    const note = await screen.findByText('The catalogue may be a few minutes old.');
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveClass('notice--quiet');
  });
});
