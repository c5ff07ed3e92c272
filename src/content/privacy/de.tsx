import React from "react";

export const title = "Datenschutzerklärung";
export const description = "Was der Shop über Sie speichert und warum.";
export const lead = "Was wir über Sie speichern, warum, und wie Sie es löschen lassen.";

export function Body() {
  return (
    <>
      <h2>Was wir in Ihrem Browser speichern</h2>
      <p>
        Ihre gewählte Währung und Ihren Flughafen, ob Sie Ihr Alter bestätigt haben, Ihre Antwort zu Cookies und, wenn
        Sie sich anmelden, Ihre Sitzungstokens. Sie bleiben im lokalen Speicher dieses Browsers und werden nie für
        Tracking oder Werbung verwendet. Sobald Sie die Frage zu Cookies beantwortet haben, sagt ein Cookie,
        travel-retail-cookies, dass Sie es getan haben, damit die Seite es schon vor dem Laden weiß; es enthält sonst nichts.
      </p>
      <h2>Was wir auf unseren Servern speichern</h2>
      <p>
        Für ein Konto: Ihre E-Mail-Adresse, Ihren Namen, Ihre Einstellungen und Listen. Für den Newsletter: Ihre
        E-Mail-Adresse. Für eine Partnerbewerbung: die Kontaktdaten, die Sie uns senden.
      </p>
      <h2>Ihre Rechte</h2>
      <p>
        Sie können Ihre Daten jederzeit einsehen, berichtigen oder löschen. Wenn Sie Ihr Konto auf der Kontoseite
        löschen, werden das Konto und alles, was dazu gehört, entfernt. Jeder Newsletter enthält einen Abmeldelink.
      </p>
      <h2>Kontakt</h2>
      <p>
        Fragen zum Datenschutz richten Sie bitte an den Datenschutzbeauftragten unter privacy@travel-retail.example.
      </p>
    </>
  );
}
