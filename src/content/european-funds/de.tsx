import React from "react";

export const title = "Europäische Fonds";
export const description = "Wie die Europäische Union dieses Projekt unterstützt hat.";
export const lead = "Dieser Onlineshop wurde mit Unterstützung der Europäischen Union entwickelt.";

export function Body() {
  return (
    <>
      <h2>Das Projekt</h2>
      <p>
        Das Projekt bringt das Sortiment der Duty-free-Shops an Flughäfen online, damit Reisende ihre Einkäufe vor dem
        Abflug planen können und die Shops sie früher auf ihrer Reise erreichen.
      </p>
      <h2>Seine Ziele</h2>
      <ul>
        <li>Ein barrierefreier, installierbarer Webshop, der bei langsamen Verbindungen und offline funktioniert.</li>
        <li>Digitale Werkzeuge für kleine und mittlere Unternehmen des Reisehandels.</li>
        <li>Informationen zu Verfügbarkeit und Preisen an jedem Flughafen, in der Währung der Reisenden.</li>
      </ul>
      <h2>Finanzierung</h2>
      <p>
        Das Projekt wird aus dem Europäischen Fonds für regionale Entwicklung kofinanziert. Einzelheiten zum Programm,
        zur Fördervereinbarung und zum Projektwert erhalten Sie auf Anfrage beim Betreiber.
      </p>
    </>
  );
}
