import React from "react";

export const title = "European funds";
export const description = "How the European Union supported this project.";
export const lead = "This online shop was developed with support from the European Union.";

export function Body() {
  return (
    <>
      <h2>The project</h2>
      <p>
        The project brings the catalogue of airport duty-free shops online, so that travellers can plan their purchases
        before they fly and shops can reach them earlier in their journey.
      </p>
      <h2>Its goals</h2>
      <ul>
        <li>An accessible, installable web shop that works on slow connections and offline.</li>
        <li>Digital tools for small and medium-sized travel-retail businesses.</li>
        <li>Information on availability and prices at each airport, in the traveller&apos;s currency.</li>
      </ul>
      <h2>Financing</h2>
      <p>
        The project is co-financed by the European Regional Development Fund. Details of the programme, the grant
        agreement and the project&apos;s value are available from the operator on request.
      </p>
    </>
  );
}
