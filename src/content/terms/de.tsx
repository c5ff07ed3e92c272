import React from "react";

export const title = "Allgemeine Geschäftsbedingungen";
export const description = "Die Bedingungen für die Nutzung des Reisehandels-Shops.";

export function Body() {
  return (
    <>
      <h2>1. Der Dienst</h2>
      <p>
        Die Website zeigt die in Duty-free-Shops an Flughäfen verkauften Produkte mit ihren Preisen und ihrer
        Verfügbarkeit. Gekauft und bezahlt wird in den Shops; die Website selbst verkauft nichts.
      </p>
      <h2>2. Preise</h2>
      <p>
        Die Preise werden in US-Dollar festgelegt. Preise in anderen Währungen werden zu Richtkursen umgerechnet; es
        gilt der Preis an der Kasse. Preise und Bestände können sich zwischen Terminals unterscheiden und ohne
        Ankündigung ändern.
      </p>
      <h2>3. Altersbeschränkungen</h2>
      <p>Alkohol und Tabakwaren werden nur an Erwachsene im gesetzlichen Mindestalter des Abflugslandes verkauft.</p>
      <h2>4. Konten</h2>
      <p>
        Sie sind dafür verantwortlich, Ihr Passwort geheim zu halten. Sie können Ihr Konto jederzeit auf der Kontoseite
        löschen.
      </p>
      <h2>5. Kontakt</h2>
      <p>Fragen zu diesen Bedingungen richten Sie bitte an hello@travel-retail.example.</p>
    </>
  );
}
