import type { BrandTexts } from './types.ts';

export const brandTextsEs: BrandTexts = {
  altra: {
    tagline: 'Zapatillas con la forma del pie',
    description:
      'Zapatillas de running y senderismo con puntera amplia y anatómica y amortiguación equilibrada. Muy buena rotación en tiendas especializadas de running y trail.',
    story:
      'Altra nació en una tienda de running, donde sus fundadores rediseñaron las zapatillas para que los dedos pudieran abrirse con naturalidad. Todos los modelos siguen teniendo el talón y el antepié a la misma altura, para una pisada natural en asfalto y montaña.',
    collections: [
      {
        title: 'Trail running',
        body: 'Suelas de gran agarre y cortes protectores para terreno técnico y largas distancias.',
      },
      {
        title: 'Running en asfalto',
        body: 'Zapatillas amortiguadas para el día a día y modelos rápidos para cada corredor.',
      },
      { title: 'Senderismo', body: 'Calzado ligero, también impermeable, para jornadas rápidas en la montaña.' },
    ],
    news: {
      title: 'El nuevo modelo estrella de trail llega en febrero',
      body: 'El modelo de trail renovado se entrega en la ventana de febrero. Los pedidos de pretemporada hechos antes del 15 de diciembre se asignan primero.',
    },
  },
  dickies: {
    tagline: 'Ropa de trabajo desde 1922',
    description:
      'Pantalones, camisas y chaquetas de trabajo resistentes, y los estilos lifestyle que nacieron de ellos. Los programas básicos se reponen todo el año.',
    story:
      'Dickies empezó fabricando monos para quienes construyen. Un siglo después, los mismos tejidos resistentes y patrones prácticos visten a profesionales en el trabajo y a fans del streetwear fuera de él.',
    collections: [
      {
        title: 'Básicos de trabajo',
        body: 'Pantalones, monos y camisas de sarga resistente, disponibles todo el año.',
      },
      { title: 'Workwear lifestyle', body: 'Cortes holgados y colores de temporada para la planta de moda.' },
      { title: 'Accesorios', body: 'Gorras, cinturones y calcetines para completar la venta en caja.' },
    ],
    news: {
      title: 'Pantalones de trabajo básicos: nuevas tallas',
      body: 'A partir de enero, los pantalones básicos se ofrecen con más largos de pierna. Los pedidos de reposición existentes se adaptan automáticamente.',
    },
  },
  'eastpak-jansport': {
    tagline: 'Mochilas hechas para durar',
    description:
      'Mochilas, bolsas de viaje y accesorios para el colegio, la ciudad y los viajes, con garantías de larga duración en las que confían los clientes.',
    story:
      'Ambas marcas crecieron con estudiantes y viajeros que las llevaban a todas partes. Diseños sencillos, materiales resistentes y garantías de muchos años las mantienen en uso en todo el mundo.',
    collections: [
      {
        title: 'Mochilas para el día a día',
        body: 'Las mochilas clásicas con nuevos estampados y colores de temporada.',
      },
      { title: 'Viaje', body: 'Maletas de cabina y bolsas de viaje, ligeras y listas para cualquier trayecto.' },
      { title: 'Vuelta al cole', body: 'Planifique el pico de verano: la gama escolar ya se puede reservar.' },
    ],
    news: {
      title: 'Abierta la reserva de la vuelta al cole',
      body: 'Pida la gama escolar antes del 31 de enero para recibirla en junio, antes del pico de verano.',
    },
  },
  icebreaker: {
    tagline: 'Merino para la vida al aire libre',
    description:
      'Capas base, camisetas y capas intermedias de lana merino que regulan la temperatura y se mantienen frescas durante días. Ideal para tiendas outdoor y de viaje.',
    story:
      'Icebreaker nació de una idea sencilla: la lana que protege a las ovejas en la montaña puede hacer lo mismo por las personas. Hoy la marca trabaja con ganaderos mediante contratos a largo plazo para obtener merino fino.',
    collections: [
      { title: 'Capas base', body: 'Merino en contacto con la piel, en tres gramajes para cada actividad y estación.' },
      { title: 'Camisetas de merino', body: 'Camisetas para el día a día y para viajar que evitan los olores.' },
      { title: 'Capas intermedias', body: 'Capas cálidas y transpirables para mañanas frescas y tardes largas.' },
    ],
    news: {
      title: 'Nuevo embalaje para las capas base',
      body: 'Las capas base llegan ahora en embalaje de papel reciclable. Las medidas no cambian, así que su mobiliario no necesita ajustes.',
    },
  },
  kipling: {
    tagline: 'Bolsos llenos de color para cada día',
    description:
      'Bolsos, mochilas y bolsas de viaje ligeros y coloridos, cada uno con su característico llavero. Muy populares en grandes almacenes y travel retail.',
    story:
      'Kipling nació en Amberes con el gusto por el color y el nailon ligero y arrugado. Cada bolso sigue llevando su pequeño llavero, un detalle que los clientes buscan.',
    collections: [
      {
        title: 'Bolsos y bandoleras',
        body: 'Bolsos ligeros para el día a día en estampados de temporada y colores básicos.',
      },
      { title: 'Mochilas', body: 'Mochilas urbanas compactas y modelos escolares con bolsillos prácticos.' },
      { title: 'Viaje', body: 'Maletas con ruedas y bolsas de fin de semana con accesorios a juego.' },
    ],
    news: {
      title: 'Los estampados de primavera llegan en marzo',
      body: 'La colección de estampados de primavera llega en la ventana de marzo, con pequeños accesorios a juego para la caja.',
    },
  },
  napapijri: {
    tagline: 'Nacida para la naturaleza, hecha para la ciudad',
    description:
      'Prendas de abrigo, forros polares y sudaderas de raíces alpinas con su reconocible detalle de bandera, para clientes outdoor con sensibilidad de moda.',
    story:
      'Napapijri nació en los Alpes italianos con una bolsa de viaje pensada para expediciones polares. Hoy sus anoraks y chaquetas llevan ese espíritu explorador a las calles de la ciudad.',
    collections: [
      { title: 'Prendas de abrigo', body: 'Anoraks, chaquetas acolchadas e impermeables para cada estación.' },
      { title: 'Forros y sudaderas', body: 'Capas suaves con el detalle de bandera de la marca.' },
      { title: 'Accesorios', body: 'Bolsas, gorras y gorros para completar el look.' },
    ],
    news: {
      title: 'El anorak icónico en nuevos colores',
      body: 'El anorak emblemático llega en tres nuevos colores para Primavera/Verano 2027. Las cantidades son limitadas: confirme su pedido antes del 15 de diciembre.',
    },
  },
  smartwool: {
    tagline: 'Confort desde los pies',
    description:
      'Calcetines, capas base y ropa de merino centrados en la comodidad y el ajuste. Los calcetines son líneas de reposición con rotación todo el año.',
    story:
      'Smartwool la fundaron monitores de esquí cansados de tener los pies fríos y mojados. Los calcetines de merino lo resolvieron, y desde entonces la marca perfecciona la amortiguación, el ajuste y la durabilidad.',
    collections: [
      { title: 'Calcetines técnicos', body: 'Calcetines de senderismo, running y esquí con amortiguación específica.' },
      { title: 'Capas base', body: 'Capas de merino que mantienen la piel seca y caliente.' },
      { title: 'Merino diario', body: 'Calcetines y prendas lifestyle en colores de temporada.' },
    ],
    news: {
      title: 'Planogramas de calcetines actualizados',
      body: 'Ya están disponibles los nuevos planogramas para murales de calcetines de 60, 90 y 120 cm. Pida un juego impreso a su gestor comercial.',
    },
  },
  'the-north-face': {
    tagline: 'Hecha para explorar',
    description:
      'Ropa técnica de exterior, calzado y equipamiento para deportistas de montaña y exploradores del día a día. La marca ancla de la mayoría de surtidos outdoor.',
    story:
      'Desde 1966, The North Face equipa a escaladores, esquiadores y corredores en expediciones de todo el mundo. El mismo equipo, probado en altura, está diseñado para rendir también en la vida diaria.',
    collections: [
      { title: 'Montaña', body: 'Chaquetas impermeables, aislamiento y mochilas para jornadas alpinas.' },
      {
        title: 'Trail running',
        body: 'Zapatillas ligeras, chalecos y pantalones cortos para días rápidos en el sendero.',
      },
      { title: 'Exploración diaria', body: 'Forros, plumíferos y mochilas para la ciudad y más allá.' },
    ],
    news: {
      title: 'Colección expedición: asignación confirmada',
      body: 'Se han confirmado las asignaciones de la colección expedición limitada. Consulte en su pedido las cantidades reservadas para sus tiendas.',
    },
  },
  timberland: {
    tagline: 'Botas para llegar lejos',
    description:
      'Botas impermeables icónicas, calzado outdoor y ropa, con el compromiso de usar piel y materiales de origen responsable.',
    story:
      'Timberland nació como fabricante familiar de botas en Nueva Inglaterra. Su bota de piel impermeable se convirtió en un icono y hoy la marca trabaja en productos con materiales regenerativos y reciclados.',
    collections: [
      { title: 'Botas icónicas', body: 'La bota impermeable original en colores básicos y de temporada.' },
      { title: 'Calzado outdoor', body: 'Botas de senderismo y zapatillas de trail para días cómodos al aire libre.' },
      { title: 'Ropa', body: 'Chaquetas, camisas y pantalones inspirados en la ropa de trabajo.' },
    ],
    news: {
      title: 'Kits de cuidado para su caja',
      body: 'Los kits de cuidado de piel vuelven a estar disponibles. Añádalos a sus pedidos de botas: se envían en la misma caja.',
    },
  },
  vans: {
    tagline: 'Herencia skate desde 1966',
    description:
      'Zapatillas de skate clásicas, ropa y accesorios con raíces en el skateboarding y la cultura creativa, desde los originales hasta los modelos pro.',
    story:
      'Vans abrió su primera tienda en California en 1966 y fabricaba las zapatillas allí mismo. Su suela adherente la convirtió en la zapatilla del skate, y los clásicos siguen siendo el corazón de la gama.',
    collections: [
      { title: 'Clásicos', body: 'Los modelos originales de lona en colores básicos y de temporada.' },
      { title: 'Skate', body: 'Zapatillas reforzadas con más amortiguación y agarre.' },
      { title: 'Outdoor', body: 'Versiones de los clásicos preparadas para el mal tiempo.' },
    ],
    news: {
      title: 'Reposición de clásicos: asignación más rápida',
      body: 'Los clásicos en blanco y negro se asignan ahora a diario. Los pedidos de reposición hechos antes de las 12:00 salen del almacén el siguiente día laborable.',
    },
  },
};
