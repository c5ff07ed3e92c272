import React from "react";
import { ShopLink } from "../../components/shop-link";
import { routes } from "../../lib/routes";

export const title = "Jak to działa";
export const description = "Zaplanuj zakupy duty free online i odbierz je na lotnisku.";
export const lead = "Zaplanuj zakupy w duty free, zanim wyjdziesz z domu, i odbierz je w drodze do bramki.";

export const steps = [
  {
    title: "Wybierz lotnisko",
    text: "Wskaż lotnisko, z którego lecisz. Ceny i dostępność dopasujemy do niego, terminal po terminalu.",
  },
  {
    title: "Przeglądaj i porównuj",
    text: "Przeglądaj kategorie, marki i pomysły na prezent, z cenami w wybranej przez siebie walucie.",
  },
  {
    title: "Zapisz listę",
    text: "Zaloguj się i dodaj produkty do listy na podróż, aby wiedzieć, czego szukać w sklepie.",
  },
  {
    title: "Kup w terminalu",
    text: "Pokaż listę w sklepie duty free za kontrolą bezpieczeństwa i zapłać na miejscu, bez cła i podatku tam, gdzie pozwala na to prawo.",
  },
];

export function Body() {
  return (
    <>
      <h2>Dobrze wiedzieć</h2>
      <ul>
        <li>
          Alkohol i wyroby tytoniowe sprzedajemy tylko osobom, które ukończyły 18 lat; sklep sprawdza kartę pokładową i
          dokument tożsamości.
        </li>
        <li>
          Płyny kupione za kontrolą bezpieczeństwa podróżują w zaplombowanej torbie; trzymaj w niej paragon aż do celu
          podróży.
        </li>
        <li>Limity zakupów bez cła zależą od kierunku podróży; sprawdź je przed zakupem.</li>
      </ul>
      <p>
        Gotowe? <ShopLink to={routes.airports}>Wybierz lotnisko</ShopLink> lub{" "}
        <ShopLink to={routes.categories}>zacznij przeglądać</ShopLink>.
      </p>
    </>
  );
}
