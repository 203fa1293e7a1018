/**
 * The service's own words on the public pages, in the 24 official EU
 * languages: the notices a visitor sees instead of an e-label (no label at
 * this address, a withdrawn one), the language switcher's link back to
 * the browser's language, and the link to the label's data sheet (the
 * producer's technical sheet of the wine, in the words the trade uses:
 * "fiche technique", "scheda tecnica", "Datenblatt"; no act names it). No legal text fixes any of them: they were written
 * for this service in English and translated for it, and are not checked
 * against any act (unlike most of the page's words, `index.ts`).
 */

import type { OfficialEuLanguage } from "../../shared/Locale.ts"

/** A notice page: its title and its one sentence or two. */
export interface Notice {
  readonly title: string
  readonly text: string
}

/** The service's own words in one language. */
export interface ServiceWords {
  /** The switcher's link to the page in the language the browser asks for (the URL without `?lang=`). */
  readonly browserLanguage: string
  /** 404: nothing published at the address. */
  readonly notFound: Notice
  /** 410: the producer withdrew what was published there. */
  readonly gone: Notice
  /** The link to the label's data sheet (`data_sheet_file_id`), before its type: "Data sheet (PDF)". */
  readonly dataSheet: string
}

const words = (
  browserLanguage: string,
  notFound: readonly [string, string],
  gone: readonly [string, string],
  dataSheet: string
): ServiceWords => ({
  browserLanguage,
  dataSheet,
  notFound: { title: notFound[0], text: notFound[1] },
  gone: { title: gone[0], text: gone[1] }
})

/** The table of every official language: the switcher link, the 404 and the 410 (title, text), the data sheet link. */
// biome-ignore format: one language a block keeps the table scannable
export const serviceWordsByLanguage: Readonly<Record<OfficialEuLanguage, ServiceWords>> = {
  bg: words("Език на браузъра",
    ["Етикетът не е намерен", "На този адрес няма публикувана информация за продукта. Моля, проверете дали кодът е сканиран изцяло."],
    ["Етикетът вече не е достъпен", "Производителят е оттеглил информацията за продукта, публикувана на този адрес."], "Технически лист"),
  cs: words("Jazyk prohlížeče",
    ["Etiketa nenalezena", "Na této adrese nejsou zveřejněny žádné informace o výrobku. Zkontrolujte prosím, zda byl kód naskenován celý."],
    ["Etiketa již není k dispozici", "Výrobce stáhl informace o výrobku zveřejněné na této adrese."], "Technický list"),
  da: words("Browserens sprog",
    ["Etiket ikke fundet", "Der er ingen offentliggjorte produktoplysninger på denne adresse. Kontrollér, at koden er scannet helt."],
    ["Etiketten er ikke længere tilgængelig", "Producenten har trukket de produktoplysninger tilbage, der var offentliggjort på denne adresse."], "Datablad"),
  de: words("Sprache des Browsers",
    ["Etikett nicht gefunden", "Unter dieser Adresse sind keine Produktinformationen veröffentlicht. Bitte prüfen Sie, ob der Code vollständig gescannt wurde."],
    ["Etikett nicht mehr verfügbar", "Der Hersteller hat die unter dieser Adresse veröffentlichten Produktinformationen zurückgezogen."], "Datenblatt"),
  el: words("Γλώσσα του προγράμματος περιήγησης",
    ["Η ετικέτα δεν βρέθηκε", "Δεν υπάρχουν δημοσιευμένες πληροφορίες προϊόντος σε αυτή τη διεύθυνση. Ελέγξτε ότι ο κωδικός σαρώθηκε ολόκληρος."],
    ["Η ετικέτα δεν είναι πλέον διαθέσιμη", "Ο παραγωγός απέσυρε τις πληροφορίες προϊόντος που είχαν δημοσιευθεί σε αυτή τη διεύθυνση."], "Τεχνικό δελτίο"),
  en: words("Browser language",
    ["Label not found", "There is no published product information at this address. Please check that the code was scanned completely."],
    ["Label no longer available", "The producer has withdrawn the product information published at this address."], "Data sheet"),
  es: words("Idioma del navegador",
    ["Etiqueta no encontrada", "No hay información del producto publicada en esta dirección. Compruebe que el código se ha escaneado completo."],
    ["Etiqueta ya no disponible", "El productor ha retirado la información del producto publicada en esta dirección."], "Ficha técnica"),
  et: words("Brauseri keel",
    ["Etiketti ei leitud", "Sellel aadressil ei ole avaldatud tooteteavet. Kontrollige, et kood oleks täielikult skannitud."],
    ["Etikett ei ole enam saadaval", "Tootja on sellel aadressil avaldatud tooteteabe tagasi võtnud."], "Tehniline kirjeldus"),
  fi: words("Selaimen kieli",
    ["Etikettiä ei löytynyt", "Tässä osoitteessa ei ole julkaistuja tuotetietoja. Tarkista, että koodi on skannattu kokonaan."],
    ["Etiketti ei ole enää saatavilla", "Tuottaja on poistanut tässä osoitteessa julkaistut tuotetiedot."], "Tekninen tuotekortti"),
  fr: words("Langue du navigateur",
    ["Étiquette introuvable", "Aucune information sur le produit n’est publiée à cette adresse. Vérifiez que le code a été scanné en entier."],
    ["Étiquette plus disponible", "Le producteur a retiré les informations sur le produit publiées à cette adresse."], "Fiche technique"),
  ga: words("Teanga an bhrabhsálaí",
    ["Níor aimsíodh an lipéad", "Níl aon fhaisnéis táirge foilsithe ag an seoladh seo. Seiceáil gur scanadh an cód ina iomláine."],
    ["Níl an lipéad ar fáil a thuilleadh", "Tharraing an táirgeoir siar an fhaisnéis táirge a foilsíodh ag an seoladh seo."], "Bileog sonraí"),
  hr: words("Jezik preglednika",
    ["Etiketa nije pronađena", "Na ovoj adresi nema objavljenih informacija o proizvodu. Provjerite je li kôd skeniran u cijelosti."],
    ["Etiketa više nije dostupna", "Proizvođač je povukao informacije o proizvodu objavljene na ovoj adresi."], "Tehnički list"),
  hu: words("A böngésző nyelve",
    ["A címke nem található", "Ezen a címen nincs közzétett termékinformáció. Ellenőrizze, hogy a kódot teljesen beolvasta-e."],
    ["A címke már nem érhető el", "A termelő visszavonta az ezen a címen közzétett termékinformációt."], "Műszaki adatlap"),
  it: words("Lingua del browser",
    ["Etichetta non trovata", "A questo indirizzo non sono pubblicate informazioni sul prodotto. Verificare che il codice sia stato scansionato per intero."],
    ["Etichetta non più disponibile", "Il produttore ha ritirato le informazioni sul prodotto pubblicate a questo indirizzo."], "Scheda tecnica"),
  lt: words("Naršyklės kalba",
    ["Etiketė nerasta", "Šiuo adresu nėra paskelbtos informacijos apie produktą. Patikrinkite, ar kodas nuskaitytas visas."],
    ["Etiketė nebepasiekiama", "Gamintojas atšaukė šiuo adresu paskelbtą informaciją apie produktą."], "Techninis aprašas"),
  lv: words("Pārlūkprogrammas valoda",
    ["Etiķete nav atrasta", "Šajā adresē nav publicētas informācijas par produktu. Lūdzu, pārbaudiet, vai kods ir noskenēts pilnībā."],
    ["Etiķete vairs nav pieejama", "Ražotājs ir atsaucis šajā adresē publicēto informāciju par produktu."], "Tehniskā specifikācija"),
  mt: words("Il-lingwa tal-browser",
    ["It-tikketta ma nstabitx", "M'hemm l-ebda informazzjoni ppubblikata dwar il-prodott f'dan l-indirizz. Jekk jogħġbok iċċekkja li l-kodiċi ġie skenjat kollu."],
    ["It-tikketta m'għadhiex disponibbli", "Il-produttur irtira l-informazzjoni dwar il-prodott li kienet ippubblikata f'dan l-indirizz."], "Skeda teknika"),
  nl: words("Taal van de browser",
    ["Etiket niet gevonden", "Op dit adres is geen productinformatie gepubliceerd. Controleer of de code volledig is gescand."],
    ["Etiket niet meer beschikbaar", "De producent heeft de productinformatie die op dit adres was gepubliceerd, ingetrokken."], "Technische fiche"),
  pl: words("Język przeglądarki",
    ["Nie znaleziono etykiety", "Pod tym adresem nie opublikowano informacji o produkcie. Sprawdź, czy kod został zeskanowany w całości."],
    ["Etykieta nie jest już dostępna", "Producent wycofał informacje o produkcie opublikowane pod tym adresem."], "Karta techniczna"),
  pt: words("Idioma do navegador",
    ["Rótulo não encontrado", "Não existe informação sobre o produto publicada neste endereço. Verifique se o código foi lido por completo."],
    ["Rótulo já não disponível", "O produtor retirou a informação sobre o produto publicada neste endereço."], "Ficha técnica"),
  ro: words("Limba browserului",
    ["Eticheta nu a fost găsită", "La această adresă nu sunt publicate informații despre produs. Verificați dacă codul a fost scanat complet."],
    ["Eticheta nu mai este disponibilă", "Producătorul a retras informațiile despre produs publicate la această adresă."], "Fișă tehnică"),
  sk: words("Jazyk prehliadača",
    ["Etiketa sa nenašla", "Na tejto adrese nie sú zverejnené žiadne informácie o výrobku. Skontrolujte, či bol kód naskenovaný celý."],
    ["Etiketa už nie je k dispozícii", "Výrobca stiahol informácie o výrobku zverejnené na tejto adrese."], "Technický list"),
  sl: words("Jezik brskalnika",
    ["Etikete ni mogoče najti", "Na tem naslovu ni objavljenih informacij o izdelku. Preverite, ali je bila koda optično prebrana v celoti."],
    ["Etiketa ni več na voljo", "Proizvajalec je umaknil informacije o izdelku, objavljene na tem naslovu."], "Tehnični list"),
  sv: words("Webbläsarens språk",
    ["Etiketten hittades inte", "Det finns ingen publicerad produktinformation på den här adressen. Kontrollera att koden skannades helt."],
    ["Etiketten är inte längre tillgänglig", "Producenten har dragit tillbaka den produktinformation som publicerades på den här adressen."], "Produktblad")
}
