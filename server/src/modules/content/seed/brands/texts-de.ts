import type { BrandTexts } from './types.ts';

export const brandTextsDe: BrandTexts = {
  altra: {
    tagline: 'Schuhe in Fußform',
    description:
      'Lauf- und Wanderschuhe mit geräumiger, fußförmiger Zehenbox und ausgewogener Dämpfung. Stark im Abverkauf bei Lauf- und Trail-Fachhändlern.',
    story:
      'Altra entstand in einem Laufgeschäft, dessen Gründer Schuhe so umbauten, dass sich die Zehen natürlich spreizen konnten. Bis heute liegen Ferse und Vorfuß bei jedem Modell auf gleicher Höhe – für einen natürlichen Schritt auf Straße und Trail.',
    collections: [
      {
        title: 'Trailrunning',
        body: 'Griffige Sohlen und schützende Obermaterialien für technisches Gelände und lange Distanzen.',
      },
      {
        title: 'Straßenlauf',
        body: 'Gedämpfte Trainingsschuhe und schnelle Tempomodelle für alle Läufer in Ihrem Geschäft.',
      },
      { title: 'Wandern', body: 'Leichte Wanderschuhe, auch wasserdicht, für schnelle Tage in den Bergen.' },
    ],
    news: {
      title: 'Neues Trail-Topmodell kommt im Februar',
      body: 'Das überarbeitete Trail-Topmodell wird im Februar-Lieferfenster ausgeliefert. Bis 15. Dezember aufgegebene Vororders werden zuerst zugeteilt.',
    },
  },
  dickies: {
    tagline: 'Workwear seit 1922',
    description:
      'Strapazierfähige Arbeitshosen, Hemden und Jacken sowie die daraus entstandenen Lifestyle-Styles. Kernprogramme sind ganzjährig nachbestellbar.',
    story:
      'Dickies begann mit Overalls für Menschen, die etwas aufbauen. Ein Jahrhundert später kleiden dieselben robusten Stoffe und praktischen Schnitte Handwerker bei der Arbeit und Streetwear-Fans in der Freizeit.',
    collections: [
      { title: 'Arbeitskleidung', body: 'Arbeitshosen, Overalls und Hemden aus robustem Twill, ganzjährig verfügbar.' },
      { title: 'Lifestyle-Workwear', body: 'Lockere Schnitte und saisonale Farben für die Modefläche.' },
      { title: 'Accessoires', body: 'Caps, Gürtel und Socken als Ergänzung an der Kasse.' },
    ],
    news: {
      title: 'Kern-Arbeitshosen: neue Größen',
      body: 'Ab Januar gibt es die Kern-Arbeitshosen in zusätzlichen Beinlängen. Bestehende Nachorders werden automatisch umgestellt.',
    },
  },
  'eastpak-jansport': {
    tagline: 'Rucksäcke für die Ewigkeit',
    description:
      'Rucksäcke, Reisetaschen und Accessoires für Schule, Stadt und Reisen – mit langen Garantien, denen die Kundschaft vertraut.',
    story:
      'Beide Marken sind mit Studierenden und Reisenden groß geworden, die sie überallhin mitnahmen. Schlichte Designs, robuste Materialien und jahrelange Garantien halten sie weltweit im Einsatz.',
    collections: [
      { title: 'Alltagsrucksäcke', body: 'Die klassischen Tagesrucksäcke in neuen Saisondrucken und Farben.' },
      { title: 'Reisen', body: 'Handgepäckkoffer und Duffels, leicht und bereit für jede Reise.' },
      { title: 'Schulanfang', body: 'Planen Sie die Sommersaison: Das Schulsortiment ist jetzt vorbestellbar.' },
    ],
    news: {
      title: 'Vororderfenster für den Schulanfang ist offen',
      body: 'Bestellen Sie das Schulsortiment bis 31. Januar, um es im Juni vor der Sommersaison zu erhalten.',
    },
  },
  icebreaker: {
    tagline: 'Merino für das Leben draußen',
    description:
      'Basisschichten, T-Shirts und Midlayer aus Merinowolle, die die Temperatur regulieren und tagelang frisch bleiben. Ideal für Outdoor- und Reisehändler.',
    story:
      'Icebreaker entstand aus einer einfachen Idee: Das Vlies, das Schafe in den Bergen schützt, kann das auch für Menschen leisten. Heute arbeitet die Marke mit Schafzüchtern über langfristige Verträge für feine Merinowolle.',
    collections: [
      {
        title: 'Basisschichten',
        body: 'Merino direkt auf der Haut, in drei Stärken für jede Aktivität und Jahreszeit.',
      },
      { title: 'Merino-Shirts', body: 'Alltags- und Reise-Shirts, die unterwegs geruchsarm bleiben.' },
      { title: 'Midlayer', body: 'Warme, atmungsaktive Lagen für kühle Morgen und lange Abende.' },
    ],
    news: {
      title: 'Neue Verpackung für Basisschichten',
      body: 'Basisschichten kommen jetzt in recycelbarer Papierverpackung. Die Regalmaße bleiben gleich, Ihre Einrichtung muss nicht angepasst werden.',
    },
  },
  kipling: {
    tagline: 'Farbenfrohe Taschen für jeden Tag',
    description:
      'Leichte, farbenfrohe Handtaschen, Rucksäcke und Reisetaschen, jede mit dem typischen Schlüsselanhänger. Beliebt in Warenhäusern und im Reisehandel.',
    story:
      'Kipling wurde in Antwerpen gegründet, mit einer Vorliebe für verspielte Farben und leichtes Crinkle-Nylon. Jede Tasche trägt noch immer ihren kleinen Anhänger – ein Detail, nach dem die Kundschaft sucht.',
    collections: [
      { title: 'Handtaschen und Umhängetaschen', body: 'Leichte Alltagstaschen in Saisondrucken und Basisfarben.' },
      { title: 'Rucksäcke', body: 'Kompakte Stadtrucksäcke und Schulmodelle mit cleveren Fächern.' },
      { title: 'Reisen', body: 'Trolleys und Weekender mit passenden Accessoires.' },
    ],
    news: {
      title: 'Frühlingsdrucke kommen im März',
      body: 'Die Frühlingskollektion mit neuen Drucken kommt im März-Lieferfenster, mit passenden kleinen Accessoires für die Kasse.',
    },
  },
  napapijri: {
    tagline: 'Für draußen geboren, für die Stadt gemacht',
    description:
      'Jacken, Fleece und Sweats mit alpinen Wurzeln und markantem Flaggendetail, für modebewusste Outdoor-Kundschaft.',
    story:
      'Napapijri begann in den italienischen Alpen mit einer Reisetasche für Polarexpeditionen. Heute tragen Anoraks und Jacken diesen Entdeckergeist in die Straßen der Städte.',
    collections: [
      { title: 'Oberbekleidung', body: 'Anoraks, Steppjacken und Regenjacken für jede Jahreszeit.' },
      { title: 'Fleece und Sweats', body: 'Weiche Lagen mit dem Flaggendetail der Marke.' },
      { title: 'Accessoires', body: 'Taschen, Caps und Mützen als Ergänzung zum Outfit.' },
    ],
    news: {
      title: 'Der Kult-Anorak in neuen Farben',
      body: 'Der typische Anorak kommt zu Frühjahr/Sommer 2027 in drei neuen Farben. Die Mengen sind begrenzt: Bitte bestätigen Sie Ihre Vororder bis 15. Dezember.',
    },
  },
  smartwool: {
    tagline: 'Komfort von den Füßen an',
    description:
      'Merinosocken, Basisschichten und Bekleidung mit Fokus auf Komfort und Passform. Socken sind Nachorderprogramme mit ganzjährigem Umschlag.',
    story:
      'Smartwool wurde von Skilehrern gegründet, die kalte, nasse Füße satthatten. Merinosocken lösten das Problem, und seitdem verfeinert die Marke Polsterung, Passform und Haltbarkeit.',
    collections: [
      { title: 'Funktionssocken', body: 'Wander-, Lauf- und Skisocken mit gezielter Polsterung.' },
      { title: 'Basisschichten', body: 'Merinolagen, die die Haut trocken und warm halten.' },
      { title: 'Merino für jeden Tag', body: 'Lifestyle-Socken und Oberteile in Saisonfarben.' },
    ],
    news: {
      title: 'Neue Planogramme für Sockenwände',
      body: 'Neue Planogramme für Sockenwände mit 60, 90 und 120 cm sind verfügbar. Fragen Sie Ihre Außendienstbetreuung nach einem gedruckten Satz.',
    },
  },
  'the-north-face': {
    tagline: 'Gemacht für Entdecker',
    description:
      'Technische Oberbekleidung, Schuhe und Ausrüstung für Bergsportler und Alltagsentdecker. Die Ankermarke der meisten Outdoor-Sortimente.',
    story:
      'Seit 1966 rüstet The North Face Kletterer, Skifahrer und Läufer auf Expeditionen in aller Welt aus. Dieselbe in der Höhe getestete Ausrüstung ist dafür gemacht, auch im Alltag zu überzeugen.',
    collections: [
      { title: 'Berg', body: 'Wasserdichte Jacken, Isolation und Rucksäcke für alpine Tage.' },
      { title: 'Trailrunning', body: 'Leichte Schuhe, Westen und Shorts für schnelle Tage auf dem Trail.' },
      { title: 'Alltagsabenteuer', body: 'Fleece, Daunenjacken und Rucksäcke für die Stadt und darüber hinaus.' },
    ],
    news: {
      title: 'Expeditionskollektion: Zuteilung bestätigt',
      body: 'Die Zuteilungen für die limitierte Expeditionskollektion sind bestätigt. Prüfen Sie in Ihrem Auftrag die für Ihre Filialen reservierten Mengen.',
    },
  },
  timberland: {
    tagline: 'Stiefel für jeden Weg',
    description:
      'Kultige wasserdichte Stiefel, Outdoor-Schuhe und Bekleidung – mit dem Anspruch an verantwortungsvoll beschafftes Leder und Material.',
    story:
      'Timberland begann als familiengeführter Stiefelhersteller in Neuengland. Sein wasserdichter Lederstiefel wurde zur Ikone, und heute arbeitet die Marke an Produkten aus regenerativen und recycelten Materialien.',
    collections: [
      { title: 'Kultstiefel', body: 'Der originale wasserdichte Stiefel in Basis- und Saisonfarben.' },
      { title: 'Outdoor-Schuhe', body: 'Wander- und Trailschuhe für bequeme Tage draußen.' },
      { title: 'Bekleidung', body: 'Von Workwear inspirierte Jacken, Hemden und Hosen.' },
    ],
    news: {
      title: 'Pflegesets für Ihre Kasse',
      body: 'Lederpflegesets sind wieder vorrätig. Fügen Sie sie Ihren Stiefelaufträgen hinzu – sie kommen im selben Karton.',
    },
  },
  vans: {
    tagline: 'Skate-Tradition seit 1966',
    description:
      'Klassische Skateschuhe, Bekleidung und Accessoires mit Wurzeln im Skateboarding und in der Kreativkultur – von den Originalen bis zu Pro-Skate-Modellen.',
    story:
      'Vans eröffnete 1966 seinen ersten Laden in Kalifornien und fertigte die Schuhe vor Ort. Die griffige Sohle machte ihn zum Schuh des Skateboardings, und die Klassiker sind bis heute das Herz des Sortiments.',
    collections: [
      { title: 'Klassiker', body: 'Die originalen Canvas-Modelle in Basis- und Saisonfarben.' },
      { title: 'Skate', body: 'Verstärkte Skateschuhe mit mehr Dämpfung und Grip.' },
      { title: 'Outdoor', body: 'Wetterfeste Versionen der Klassiker für die kalten Monate.' },
    ],
    news: {
      title: 'Nachorder Klassiker: schnellere Zuteilung',
      body: 'Die Kern-Klassiker in Schwarz und Weiß werden jetzt täglich zugeteilt. Bis 12 Uhr aufgegebene Nachorders verlassen das Lager am nächsten Arbeitstag.',
    },
  },
};
