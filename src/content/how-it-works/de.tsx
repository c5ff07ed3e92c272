import React from "react";
import { ShopLink } from "../../components/shop-link";
import { routes } from "../../lib/routes";

export const title = "So funktioniert es";
export const description = "Planen Sie Ihren Duty-free-Einkauf online und holen Sie ihn am Flughafen ab.";
export const lead =
  "Planen Sie Ihren Duty-free-Einkauf, bevor Sie das Haus verlassen, und holen Sie ihn auf dem Weg zum Gate ab.";

export const steps = [
  {
    title: "Flughafen wählen",
    text: "Wählen Sie den Flughafen, von dem Sie abfliegen. Preise und Verfügbarkeit richten sich danach, Terminal für Terminal.",
  },
  {
    title: "Stöbern und vergleichen",
    text: "Sehen Sie sich Kategorien, Marken und Geschenkideen an, mit Preisen in der Währung Ihrer Wahl.",
  },
  {
    title: "Eine Liste führen",
    text: "Melden Sie sich an und legen Sie Produkte auf eine Liste für Ihre Reise, damit Sie wissen, wonach Sie im Shop suchen.",
  },
  {
    title: "Im Terminal einkaufen",
    text: "Zeigen Sie Ihre Liste im Duty-free-Shop nach der Sicherheitskontrolle und bezahlen Sie dort, zoll- und steuerfrei, wo das Gesetz es erlaubt.",
  },
];

export function Body() {
  return (
    <>
      <h2>Gut zu wissen</h2>
      <ul>
        <li>
          Alkohol und Tabakwaren werden nur an Reisende ab 18 Jahren verkauft; der Shop prüft Bordkarte und Ausweis.
        </li>
        <li>
          Nach der Sicherheitskontrolle gekaufte Flüssigkeiten reisen in einem versiegelten Beutel; lassen Sie den
          Kassenbon bis zum Endziel darin.
        </li>
        <li>Die Freimengen hängen von Ihrem Reiseziel ab; prüfen Sie sie vor dem Kauf.</li>
      </ul>
      <p>
        Bereit? <ShopLink to={routes.airports}>Wählen Sie Ihren Flughafen</ShopLink> oder{" "}
        <ShopLink to={routes.categories}>beginnen Sie zu stöbern</ShopLink>.
      </p>
    </>
  );
}
