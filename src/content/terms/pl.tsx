import React from "react";

export const title = "Regulamin";
export const description = "Zasady korzystania ze sklepu lotniskowego.";

export function Body() {
  return (
    <>
      <h2>1. Usługa</h2>
      <p>
        Serwis pokazuje produkty sprzedawane w lotniskowych sklepach duty free wraz z ich cenami i dostępnością. Zakupy
        są dokonywane i opłacane w sklepach; sam serwis niczego nie sprzedaje.
      </p>
      <h2>2. Ceny</h2>
      <p>
        Ceny są ustalane w dolarach amerykańskich. Ceny w innych walutach są przeliczane po kursach orientacyjnych;
        obowiązuje cena przy kasie. Ceny i dostępność mogą się różnić między terminalami i zmieniać bez uprzedzenia.
      </p>
      <h2>3. Ograniczenia wiekowe</h2>
      <p>Alkohol i wyroby tytoniowe sprzedajemy wyłącznie osobom pełnoletnim według prawa kraju wylotu.</p>
      <h2>4. Konta</h2>
      <p>Odpowiadasz za zachowanie hasła w tajemnicy. Konto możesz w każdej chwili usunąć na stronie konta.</p>
      <h2>5. Kontakt</h2>
      <p>Pytania dotyczące regulaminu prosimy kierować na adres hello@travel-retail.example.</p>
    </>
  );
}
