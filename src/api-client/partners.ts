import type { PartnerApplicationBody } from "@travel-retail/api/schemas";
import { apiClient } from "./client";
import { paths } from "./paths";

/** Sends a partner application; a 400 carries field errors that the form shows at each field. */
export async function applyAsPartner(application: PartnerApplicationBody): Promise<void> {
  await apiClient.post(paths.partnerApply, application);
}
