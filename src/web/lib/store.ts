// The product state of docs/product/calls.md (banner and alert notifications), persisted in the
// browser's session storage so a reload shows the same notice.

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** docs/product/shell.md: error is the default; the registration flow also says 'danger'. */
export type BannerVariant = 'warning' | 'success' | 'error' | 'danger';

export interface BannerNotification {
  showBanner: boolean;
  variant: BannerVariant;
  /** HTML text, sanitised before it is shown. */
  errorMessage: string;
}

/** The control that caused the banner: focus returns to it when the banner is dismissed. */
export interface BannerActivator {
  clickedButton: string;
}

export interface AlertNotification {
  showAlert: boolean;
  /** The heading. */
  message: string;
  bodyMessage?: string;
  sessionTimeout?: boolean;
  sessionLocked?: boolean;
}

export interface PortalState {
  banner: BannerNotification | null;
  bannerActivator: BannerActivator | null;
  alert: AlertNotification | null;
  showBanner(
    notification: { errorMessage: string; variant?: BannerVariant },
    activatorSelector?: string,
  ): void;
  hideBanner(): void;
  showAlert(alert: Omit<AlertNotification, 'showAlert'>): void;
  closeAlert(): void;
}

export const storageKey = 'portal-state';

export const usePortalStore = create<PortalState>()(
  persist(
    (set) => ({
      banner: null,
      bannerActivator: null,
      alert: null,
      showBanner: ({ errorMessage, variant = 'error' }, activatorSelector) =>
        set((state) => ({
          banner: { showBanner: true, variant, errorMessage },
          bannerActivator: activatorSelector
            ? { clickedButton: activatorSelector }
            : state.bannerActivator,
        })),
      hideBanner: () =>
        set((state) => ({ banner: state.banner && { ...state.banner, showBanner: false } })),
      showAlert: (alert) => set({ alert: { ...alert, showAlert: true } }),
      closeAlert: () =>
        set((state) => ({
          alert: state.alert && { ...state.alert, showAlert: !state.alert.showAlert },
        })),
    }),
    {
      name: storageKey,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ banner, bannerActivator, alert }) => ({ banner, bannerActivator, alert }),
    },
  ),
);
