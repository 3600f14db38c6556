// The baseline's client state and HTTP layer: one persisted zustand store and one axios instance with an interceptor.
import axios from 'axios';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SessionState {
  accessToken: string | null;
  signIn: (accessToken: string) => void;
}

/** One persisted zustand store (SPEC.md section 3: state persisted in local storage). */
export const useSession = create<SessionState>()(
  persist((set) => ({ accessToken: null, signIn: (accessToken) => set({ accessToken }) }), {
    name: 'baseline-session',
    storage: createJSONStorage(() => localStorage),
  }),
);

/** One axios instance with an interceptor (ARCHITECTURE.md: lib/http). */
export const http = axios.create({ baseURL: '/' });
http.interceptors.request.use((config) => {
  const token = useSession.getState().accessToken;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});
http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(error));
