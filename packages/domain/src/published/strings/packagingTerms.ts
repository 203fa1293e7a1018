/**
 * Coded packaging components and collection routes by language (row order:
 * see `termTable.ts`). Translated for this page: no legal text fixes these
 * words, so there is nothing to check them against (2026-11).
 */
import type { CollectionCode, PackagingTypeCode } from "../../shared/CodedValues.ts"
import { row, type Terms } from "./termTable.ts"

export const packagingTypeTerms: Readonly<Record<PackagingTypeCode, Terms>> = {
  bottle: row(
    "бутилка|láhev|flaske|Flasche|φιάλη|bottle|botella|pudel|pullo|bouteille|buidéal|boca|palack|bottiglia|butelis|pudele|flixkun|fles|butelka|garrafa|sticlă|fľaša|steklenica|flaska"
  ),
  closure: row(
    "затварачка|uzávěr|lukke|Verschluss|πώμα|closure|cierre|sulgur|suljin|bouchage|dúnadh|zatvarač|zárás|chiusura|uždarymo priemonė|aizvars|għeluq|sluiting|zamknięcie|vedante|închidere|uzáver|zapiralo|förslutning"
  ),
  cork: row(
    "тапа|zátka|prop|Korken|φελλός|cork|corcho|kork|korkki|bouchon|corc|čep|dugó|tappo|kamštis|korķis|tapp|kurk|korek|rolha|dop|zátka|zamašek|kork"
  ),
  screw_cap: row(
    "завинтваща капачка|šroubovací uzávěr|skruelåg|Schraubverschluss|βιδωτό καπάκι|screw cap|tapón de rosca|keeratav kork|kierrekorkki|capsule à vis|caipín scriú|navojni zatvarač|csavaros kupak|tappo a vite|užsukamas kamštelis|skrūvējams vāciņš|għatu bil-kamin|schroefdop|zakrętka|cápsula de rosca|capac cu filet|skrutkovací uzáver|navojna zapirka|skruvkapsyl"
  ),
  capsule: row(
    "капсула|kapsle|kapsel|Kapsel|καψύλλιο|capsule|cápsula|kapsel|kapseli|capsule|capsúl|kapica|kapszula|capsula|kapsulė|kapsula|kapsula|capsule|kapsel|cápsula|capsulă|kapsula|kapica|kapsyl"
  ),
  label: row(
    "етикет|etiketa|etiket|Etikett|ετικέτα|label|etiqueta|etikett|etiketti|étiquette|lipéad|etiketa|címke|etichetta|etiketė|etiķete|tikketta|etiket|etykieta|rótulo|etichetă|etiketa|etiketa|etikett"
  ),
  box: row(
    "кутия|krabice|æske|Karton|κουτί|box|caja|karp|laatikko|carton|bosca|kutija|doboz|scatola|dėžė|kaste|kaxxa|doos|pudełko|caixa|cutie|škatuľa|škatla|kartong"
  ),
  bag_in_box: row(
    "bag-in-box|bag-in-box|bag-in-box|Bag-in-Box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box|bag-in-box"
  ),
  can: row(
    "кутийка|plechovka|dåse|Dose|κουτάκι|can|lata|purk|tölkki|canette|canna|limenka|fémdoboz|lattina|skardinė|skārdene|landa|blik|puszka|lata|doză|plechovka|pločevinka|burk"
  )
}

export const collectionTerms: Readonly<Record<CollectionCode, Terms>> = {
  separate_collection: row(
    "разделно събиране|tříděný sběr|kildesortering|getrennte Sammlung|χωριστή συλλογή|separate collection|recogida selectiva|liigiti kogumine|erilliskeräys|collecte sélective|bailiú ar leith|odvojeno prikupljanje|szelektív gyűjtés|raccolta differenziata|rūšiuojamasis surinkimas|dalītā vākšana|ġbir separat|gescheiden inzameling|selektywna zbiórka|recolha seletiva|colectare separată|triedený zber|ločeno zbiranje|källsortering"
  ),
  deposit_return: row(
    "депозитна система|zálohový systém|pantordning|Pfandsystem|σύστημα επιστροφής εγγύησης|deposit return|sistema de depósito|pandisüsteem|panttijärjestelmä|consigne|scéim aischuir éarlaise|povratna naknada|betétdíjas visszaváltás|deposito cauzionale|užstato sistema|depozīta sistēma|skema ta' depożitu|statiegeld|system kaucyjny|sistema de depósito|sistem de garanție-returnare|zálohový systém|kavcijski sistem|pant"
  ),
  residual_waste: row(
    "смесени отпадъци|směsný odpad|restaffald|Restmüll|σύμμεικτα απόβλητα|residual waste|resto|olmejäätmed|sekajäte|ordures ménagères|dramhaíl iarmharach|miješani otpad|vegyes hulladék|indifferenziato|mišrios atliekos|nešķirotie atkritumi|skart imħallat|restafval|odpady zmieszane|indiferenciado|deșeuri reziduale|zmesový odpad|mešani odpadki|restavfall"
  )
}
