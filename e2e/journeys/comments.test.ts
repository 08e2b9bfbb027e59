import { listSets, successSchemaOf, urlOf } from '@rabbithole/api-contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { journeyBrowser, signIn } from '../support/journey.ts';
import { newAccount, registerAccount, type TestAccount } from '../support/users.ts';

// Issue 9, acceptance 2: a comment written, edited and deleted by its author on the real server,
// and seen by another listener without the author's menu.

const serverUrl = inject('serverUrl');
const browser = journeyBrowser();
let author: TestAccount;
let reader: TestAccount;
let setId: number;

beforeAll(async () => {
  author = newAccount('commenter');
  reader = newAccount('reader');
  await registerAccount(serverUrl, author);
  await registerAccount(serverUrl, reader);
  const response = await fetch(urlOf(listSets, { query: { limit: 1 } }, serverUrl));
  setId = successSchemaOf(listSets).parse(await response.json()).data[0]!.id;
});

async function openComments(page: Page) {
  await page.goto(`${serverUrl}/sets/${setId}`);
  await page.getByRole('tab', { name: /^Comments/ }).click();
}

const thread = (page: Page) => page.getByRole('list', { name: 'Comments' });

describe('comments on a set (desktop 1440)', () => {
  const current = browser.perTest('desktop 1440');
  // Unicode and markup go in and come back exactly as written (rendered as text).
  const text = `Who is the ID at 41:10? <b>unreal</b> 🔥 ${Date.now()}`;
  const edited = `${text} (found it: Orbit Chapter)`;

  it('posts a comment, which shows first in the thread', async () => {
    const { page } = current;
    await signIn(page, serverUrl, author);
    await openComments(page);
    const post = page.getByRole('button', { name: 'Post', exact: true });
    expect(await post.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    await post.click();
    await thread(page).getByText(text, { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Add a comment' }).inputValue()).toBe('');
  });

  it('lets another listener read it, without the Edit and Delete menu', async () => {
    const { page } = current;
    await signIn(page, serverUrl, reader);
    await openComments(page);
    await thread(page).getByText(text, { exact: true }).waitFor();
    const item = thread(page).getByRole('listitem').filter({ hasText: text });
    expect(await item.getByRole('button', { name: 'More actions for your comment' }).count()).toBe(
      0,
    );
    await item.getByText(author.username).waitFor();
  });

  it('edits the comment, then deletes it after confirming', async () => {
    const { page } = current;
    await signIn(page, serverUrl, author);
    await openComments(page);
    const item = thread(page).getByRole('listitem').filter({ hasText: text });
    await item.getByRole('button', { name: 'More actions for your comment' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const field = page.getByRole('textbox', { name: 'Edit your comment' });
    await field.fill('');
    expect(await page.getByRole('button', { name: 'Update', exact: true }).isDisabled()).toBe(true);
    await field.fill(edited);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await thread(page).getByText(edited, { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: /^Comments/ }).click();
    const saved = thread(page).getByRole('listitem').filter({ hasText: edited });
    await saved.getByRole('button', { name: 'More actions for your comment' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete comment?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => thread(page).getByText(edited, { exact: true }).count()).toBe(0);
    await page.reload();
    await page.getByRole('tab', { name: /^Comments/ }).click();
    await page.getByRole('textbox', { name: 'Add a comment' }).waitFor();
    expect(await page.getByText(edited, { exact: true }).count()).toBe(0);
  });
});
