/**
 * The service's own words on the public pages, in the 24 official EU
 * languages: the notices a visitor sees instead of an e-label (no label at
 * this address, a withdrawn one) and the language switcher's link back to
 * the browser's language. No legal text fixes any of them: they were written
 * for this service in English and translated for it, and are not checked
 * against any act (unlike most of the page's words, `index.ts`).
 */

import type { OfficialEuLanguage } from "../Locale.ts"

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
}

const words = (browserLanguage: string, notFound: Notice, gone: Notice): ServiceWords => ({
  browserLanguage,
  notFound,
  gone
})

/** The table of every official language. */
export const serviceWordsByLanguage: Readonly<Record<OfficialEuLanguage, ServiceWords>> = {
  bg: words(
    "Език на браузъра",
    {
      title: "Етикетът не е намерен",
      text: "На този адрес няма публикувана информация за продукта. Моля, проверете дали кодът е сканиран изцяло."
    },
    {
      title: "Етикетът вече не е достъпен",
      text: "Производителят е оттеглил информацията за продукта, публикувана на този адрес."
    }
  ),
  cs: words(
    "Jazyk prohlížeče",
    {
      title: "Etiketa nenalezena",
      text: "Na této adrese nejsou zveřejněny žádné informace o výrobku. Zkontrolujte prosím, zda byl kód naskenován celý."
    },
    { title: "Etiketa již není k dispozici", text: "Výrobce stáhl informace o výrobku zveřejněné na této adrese." }
  ),
  da: words(
    "Browserens sprog",
    {
      title: "Etiket ikke fundet",
      text: "Der er ingen offentliggjorte produktoplysninger på denne adresse. Kontrollér, at koden er scannet helt."
    },
    {
      title: "Etiketten er ikke længere tilgængelig",
      text: "Producenten har trukket de produktoplysninger tilbage, der var offentliggjort på denne adresse."
    }
  ),
  de: words(
    "Sprache des Browsers",
    {
      title: "Etikett nicht gefunden",
      text: "Unter dieser Adresse sind keine Produktinformationen veröffentlicht. Bitte prüfen Sie, ob der Code vollständig gescannt wurde."
    },
    {
      title: "Etikett nicht mehr verfügbar",
      text: "Der Hersteller hat die unter dieser Adresse veröffentlichten Produktinformationen zurückgezogen."
    }
  ),
  el: words(
    "Γλώσσα του προγράμματος περιήγησης",
    {
      title: "Η ετικέτα δεν βρέθηκε",
      text: "Δεν υπάρχουν δημοσιευμένες πληροφορίες προϊόντος σε αυτή τη διεύθυνση. Ελέγξτε ότι ο κωδικός σαρώθηκε ολόκληρος."
    },
    {
      title: "Η ετικέτα δεν είναι πλέον διαθέσιμη",
      text: "Ο παραγωγός απέσυρε τις πληροφορίες προϊόντος που είχαν δημοσιευθεί σε αυτή τη διεύθυνση."
    }
  ),
  en: words(
    "Browser language",
    {
      title: "Label not found",
      text: "There is no published product information at this address. Please check that the code was scanned completely."
    },
    {
      title: "Label no longer available",
      text: "The producer has withdrawn the product information published at this address."
    }
  ),
  es: words(
    "Idioma del navegador",
    {
      title: "Etiqueta no encontrada",
      text: "No hay información del producto publicada en esta dirección. Compruebe que el código se ha escaneado completo."
    },
    {
      title: "Etiqueta ya no disponible",
      text: "El productor ha retirado la información del producto publicada en esta dirección."
    }
  ),
  et: words(
    "Brauseri keel",
    {
      title: "Etiketti ei leitud",
      text: "Sellel aadressil ei ole avaldatud tooteteavet. Kontrollige, et kood oleks täielikult skannitud."
    },
    { title: "Etikett ei ole enam saadaval", text: "Tootja on sellel aadressil avaldatud tooteteabe tagasi võtnud." }
  ),
  fi: words(
    "Selaimen kieli",
    {
      title: "Etikettiä ei löytynyt",
      text: "Tässä osoitteessa ei ole julkaistuja tuotetietoja. Tarkista, että koodi on skannattu kokonaan."
    },
    {
      title: "Etiketti ei ole enää saatavilla",
      text: "Tuottaja on poistanut tässä osoitteessa julkaistut tuotetiedot."
    }
  ),
  fr: words(
    "Langue du navigateur",
    {
      title: "Étiquette introuvable",
      text: "Aucune information sur le produit n’est publiée à cette adresse. Vérifiez que le code a été scanné en entier."
    },
    {
      title: "Étiquette plus disponible",
      text: "Le producteur a retiré les informations sur le produit publiées à cette adresse."
    }
  ),
  ga: words(
    "Teanga an bhrabhsálaí",
    {
      title: "Níor aimsíodh an lipéad",
      text: "Níl aon fhaisnéis táirge foilsithe ag an seoladh seo. Seiceáil gur scanadh an cód ina iomláine."
    },
    {
      title: "Níl an lipéad ar fáil a thuilleadh",
      text: "Tharraing an táirgeoir siar an fhaisnéis táirge a foilsíodh ag an seoladh seo."
    }
  ),
  hr: words(
    "Jezik preglednika",
    {
      title: "Etiketa nije pronađena",
      text: "Na ovoj adresi nema objavljenih informacija o proizvodu. Provjerite je li kôd skeniran u cijelosti."
    },
    {
      title: "Etiketa više nije dostupna",
      text: "Proizvođač je povukao informacije o proizvodu objavljene na ovoj adresi."
    }
  ),
  hu: words(
    "A böngésző nyelve",
    {
      title: "A címke nem található",
      text: "Ezen a címen nincs közzétett termékinformáció. Ellenőrizze, hogy a kódot teljesen beolvasta-e."
    },
    { title: "A címke már nem érhető el", text: "A termelő visszavonta az ezen a címen közzétett termékinformációt." }
  ),
  it: words(
    "Lingua del browser",
    {
      title: "Etichetta non trovata",
      text: "A questo indirizzo non sono pubblicate informazioni sul prodotto. Verificare che il codice sia stato scansionato per intero."
    },
    {
      title: "Etichetta non più disponibile",
      text: "Il produttore ha ritirato le informazioni sul prodotto pubblicate a questo indirizzo."
    }
  ),
  lt: words(
    "Naršyklės kalba",
    {
      title: "Etiketė nerasta",
      text: "Šiuo adresu nėra paskelbtos informacijos apie produktą. Patikrinkite, ar kodas nuskaitytas visas."
    },
    { title: "Etiketė nebepasiekiama", text: "Gamintojas atšaukė šiuo adresu paskelbtą informaciją apie produktą." }
  ),
  lv: words(
    "Pārlūkprogrammas valoda",
    {
      title: "Etiķete nav atrasta",
      text: "Šajā adresē nav publicētas informācijas par produktu. Lūdzu, pārbaudiet, vai kods ir noskenēts pilnībā."
    },
    {
      title: "Etiķete vairs nav pieejama",
      text: "Ražotājs ir atsaucis šajā adresē publicēto informāciju par produktu."
    }
  ),
  mt: words(
    "Il-lingwa tal-browser",
    {
      title: "It-tikketta ma nstabitx",
      text: "M'hemm l-ebda informazzjoni ppubblikata dwar il-prodott f'dan l-indirizz. Jekk jogħġbok iċċekkja li l-kodiċi ġie skenjat kollu."
    },
    {
      title: "It-tikketta m'għadhiex disponibbli",
      text: "Il-produttur irtira l-informazzjoni dwar il-prodott li kienet ippubblikata f'dan l-indirizz."
    }
  ),
  nl: words(
    "Taal van de browser",
    {
      title: "Etiket niet gevonden",
      text: "Op dit adres is geen productinformatie gepubliceerd. Controleer of de code volledig is gescand."
    },
    {
      title: "Etiket niet meer beschikbaar",
      text: "De producent heeft de productinformatie die op dit adres was gepubliceerd, ingetrokken."
    }
  ),
  pl: words(
    "Język przeglądarki",
    {
      title: "Nie znaleziono etykiety",
      text: "Pod tym adresem nie opublikowano informacji o produkcie. Sprawdź, czy kod został zeskanowany w całości."
    },
    {
      title: "Etykieta nie jest już dostępna",
      text: "Producent wycofał informacje o produkcie opublikowane pod tym adresem."
    }
  ),
  pt: words(
    "Idioma do navegador",
    {
      title: "Rótulo não encontrado",
      text: "Não existe informação sobre o produto publicada neste endereço. Verifique se o código foi lido por completo."
    },
    {
      title: "Rótulo já não disponível",
      text: "O produtor retirou a informação sobre o produto publicada neste endereço."
    }
  ),
  ro: words(
    "Limba browserului",
    {
      title: "Eticheta nu a fost găsită",
      text: "La această adresă nu sunt publicate informații despre produs. Verificați dacă codul a fost scanat complet."
    },
    {
      title: "Eticheta nu mai este disponibilă",
      text: "Producătorul a retras informațiile despre produs publicate la această adresă."
    }
  ),
  sk: words(
    "Jazyk prehliadača",
    {
      title: "Etiketa sa nenašla",
      text: "Na tejto adrese nie sú zverejnené žiadne informácie o výrobku. Skontrolujte, či bol kód naskenovaný celý."
    },
    {
      title: "Etiketa už nie je k dispozícii",
      text: "Výrobca stiahol informácie o výrobku zverejnené na tejto adrese."
    }
  ),
  sl: words(
    "Jezik brskalnika",
    {
      title: "Etikete ni mogoče najti",
      text: "Na tem naslovu ni objavljenih informacij o izdelku. Preverite, ali je bila koda optično prebrana v celoti."
    },
    {
      title: "Etiketa ni več na voljo",
      text: "Proizvajalec je umaknil informacije o izdelku, objavljene na tem naslovu."
    }
  ),
  sv: words(
    "Webbläsarens språk",
    {
      title: "Etiketten hittades inte",
      text: "Det finns ingen publicerad produktinformation på den här adressen. Kontrollera att koden skannades helt."
    },
    {
      title: "Etiketten är inte längre tillgänglig",
      text: "Producenten har dragit tillbaka den produktinformation som publicerades på den här adressen."
    }
  )
}
