import React from "react";

export const title = "Polityka prywatności";
export const description = "Co sklep przechowuje o Tobie i dlaczego.";
export const lead = "Co o Tobie przechowujemy, po co i jak to usunąć.";

export function Body() {
  return (
    <>
      <h2>Co przechowujemy w Twojej przeglądarce</h2>
      <p>
        Wybraną walutę i lotnisko, informację o potwierdzeniu wieku, Twoją odpowiedź w sprawie plików cookie oraz, po
        zalogowaniu, tokeny sesji. Pozostają one w pamięci lokalnej tej przeglądarki i nigdy nie służą do śledzenia ani
        reklamy. Gdy odpowiesz na pytanie o pliki cookie, jeden plik cookie, travel-retail-cookies, zapisuje, że to
        zrobiłeś, aby strona wiedziała o tym, zanim się wczyta; nie zawiera niczego więcej.
      </p>
      <h2>Co przechowujemy na naszych serwerach</h2>
      <p>
        W przypadku konta: adres e-mail, imię i nazwisko, preferencje i listy. W przypadku newslettera: adres e-mail. W
        przypadku zgłoszenia partnerskiego: przesłane nam dane kontaktowe.
      </p>
      <h2>Twoje prawa</h2>
      <p>
        W każdej chwili możesz przejrzeć, poprawić lub usunąć swoje dane. Usunięcie konta na stronie konta usuwa konto i
        wszystko, co do niego należy. Każdy newsletter zawiera link do wypisania się.
      </p>
      <h2>Kontakt</h2>
      <p>Pytania dotyczące prywatności prosimy kierować do inspektora ochrony danych: privacy@travel-retail.example.</p>
    </>
  );
}
