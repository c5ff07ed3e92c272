import { createSlice, nanoid, type PayloadAction } from "@reduxjs/toolkit";
import { login } from "./user-slice";

export type AlertSeverity = "success" | "info" | "warning" | "error";

export interface AlertItem {
  key: string;
  message: string;
  severity: AlertSeverity;
  icon: string;
}

export interface AlertsState {
  items: AlertItem[];
  loginError: string | null;
}

export interface NewAlert {
  message: string;
  severity: AlertSeverity;
  icon?: string;
}

export const defaultAlertIcons: Record<AlertSeverity, string> = {
  success: "✓",
  info: "ℹ",
  warning: "⚠",
  error: "✕",
};

export const initialAlertsState: AlertsState = { items: [], loginError: null };

// Specification, section 4: an alert equal in message and severity to a shown one is ignored.
function addAlert(state: AlertsState, alert: AlertItem) {
  const duplicate = state.items.some((item) => item.message === alert.message && item.severity === alert.severity);
  if (!duplicate) state.items.push(alert);
}

export const alertsSlice = createSlice({
  name: "alerts",
  initialState: initialAlertsState,
  reducers: {
    alertAdded: {
      reducer: (state, action: PayloadAction<AlertItem>) => addAlert(state, action.payload),
      prepare: ({ message, severity, icon }: NewAlert) => ({
        payload: { key: nanoid(), message, severity, icon: icon ?? defaultAlertIcons[severity] },
      }),
    },
    /** Specification, section 4: removing takes the oldest alert. */
    alertRemoved: (state) => {
      state.items.shift();
    },
    alertDismissed: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.key !== action.payload);
    },
    loginErrorCleared: (state) => {
      state.loginError = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state) => {
        state.loginError = null;
      })
      .addCase(login.fulfilled, (state) => {
        state.loginError = null;
      })
      .addCase(login.rejected, (state, action) => {
        const message = action.payload ?? "Sign-in failed. Please try again.";
        state.loginError = message;
        addAlert(state, { key: action.meta.requestId, message, severity: "error", icon: defaultAlertIcons.error });
      });
  },
});

export const { alertAdded, alertRemoved, alertDismissed, loginErrorCleared } = alertsSlice.actions;

interface WithAlerts {
  alerts: AlertsState;
}
export const selectAlerts = (state: WithAlerts) => state.alerts.items;
export const selectLoginError = (state: WithAlerts) => state.alerts.loginError;
