import axios from "axios";
export const apiClient = axios.create({ baseURL: process.env.GATSBY_PUBLIC_API_URL || "", headers: { "Content-Type": "application/json" } });
