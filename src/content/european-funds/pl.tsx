import React from "react";

export const title = "Fundusze Europejskie";
export const description = "Jak Unia Europejska wsparła ten projekt.";
export const lead = "Ten sklep internetowy powstał przy wsparciu Unii Europejskiej.";

export function Body() {
  return (
    <>
      <h2>Projekt</h2>
      <p>
        Projekt przenosi do internetu ofertę lotniskowych sklepów duty free, aby podróżni mogli zaplanować zakupy przed
        wylotem, a sklepy mogły dotrzeć do nich na wcześniejszym etapie podróży.
      </p>
      <h2>Cele projektu</h2>
      <ul>
        <li>Dostępny, instalowalny sklep internetowy, który działa przy słabym połączeniu i offline.</li>
        <li>Narzędzia cyfrowe dla małych i średnich przedsiębiorstw handlu podróżnego.</li>
        <li>Informacje o dostępności i cenach na każdym lotnisku, w walucie podróżnego.</li>
      </ul>
      <h2>Finansowanie</h2>
      <p>
        Projekt jest współfinansowany ze środków Europejskiego Funduszu Rozwoju Regionalnego. Szczegóły programu, umowy
        o dofinansowanie i wartości projektu operator udostępnia na wniosek.
      </p>
    </>
  );
}
