import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'

// The app the profile API tests share, with the requests they make. Each test file that calls
// `useProfilesApp()` gets its own app and database.

export let t: TestApp

/** Sets up the app before the file's tests and closes it after them. */
export function useProfilesApp() {
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t?.close())
}

export const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie })
export const patch = (url: string, payload: object, cookie?: string) =>
  t.request({ method: 'PATCH', url, payload, cookie })
export const errorOf = (res: { json: () => { error: { code: string; message: string } } }) => res.json().error
