import { registerTranslations } from '../../lib/i18n.ts';

/**
 * The help of each setup screen (spec 01: help texts exist for each setup screen): what the
 * kind is for, then how a provider fills it in. Steps are one per line.
 */
export const MASTER_DATA_HELP_NS = registerTranslations(
  'master-data-help',
  {
    title: 'How to fill this in',
    vehicleType_purpose:
      'A vehicle type is a class of vehicle you sell, such as Sedan, Executive SUV or Stretch Limousine. Travellers choose a vehicle type when they book, and each of your fleets (vehicles) belongs to one type, so set up your types before your fleets.',
    vehicleType_steps: [
      'Use Add Existing to take common types from the shared catalogue: they come with a name, a description and a picture.',
      'Use Add New for a type the catalogue does not have. Give it a short name (at most 50 characters), a description travellers understand (seats, luggage, style) and choose the picture closest to the vehicle.',
      'Save As Draft keeps it to yourself while you prepare it; Publish offers it to travellers.',
      'Disable a type you no longer run: it leaves the booking site but stays in your records.',
    ].join('\n'),
    serviceType_purpose:
      'A service type is the kind of ride travellers book: point to point, airport transfer, hourly charter, a wedding. Each price definition is for a vehicle type and a service type, so a service travellers should see needs a price too.',
    serviceType_steps: [
      'Use Add Existing to take the usual services from the shared catalogue.',
      'Use Add New for a service of your own, with a name and a description that says what is included (waiting time, meet and greet, stops).',
      'Publish it to offer it; Save As Draft keeps it hidden while you prepare prices.',
      'Disable a service you stop offering for a while.',
    ].join('\n'),
    airport_purpose:
      'Airports let travellers pick a terminal instead of typing an address, and let you price airport transfers. Add the airports you serve.',
    airport_steps: [
      'Use Add Existing to take airports from the shared catalogue; it already has the main US airports.',
      'Use Add New for an airport that is missing: its name, its three-letter code (for example ORD), the street address, city, state, country and ZIP code.',
      'Publish it so travellers can choose it; Disable it if you stop serving it.',
    ].join('\n'),
    amenity_purpose:
      'Amenities are the extras on board, such as Wi-Fi, bottled water, child seats or a bar. Travellers see them on each vehicle in the search results, and every fleet lists at least one.',
    amenity_steps: [
      'Use Add Existing for the common amenities of the shared catalogue.',
      'Use Add New for anything else, with a name travellers recognise and a short description.',
      'Publish it, then choose it on the fleets that have it.',
    ].join('\n'),
    serviceUserType_purpose:
      'Service user types are the customer groups you price for, such as Individual or Corporate. A price definition names one, so you can charge a company account differently from a traveller.',
    serviceUserType_steps: [
      'Use Add Existing to take Individual, Corporate and the other usual groups.',
      'Use Add New for a group of your own (for example Hotel Partner) with a description of who belongs to it.',
      'Publish it to use it in your price definitions.',
    ].join('\n'),
    priceType_purpose:
      'A price type says how a fare is worked out. Its basis is per mile (base fare plus a rate per mile), per hour (base fare plus a rate per hour, with a minimum of hours) or flat (one fare). Price definitions use it to ask for the right rates.',
    priceType_steps: [
      'Use Add Existing to take the standard price types of the shared catalogue.',
      'Use Add New for a type of your own: give it a name, a description and choose its basis.',
      'Publish it, then use it in Price Definitions to set your rates.',
    ].join('\n'),
    documentType_purpose:
      'License types are the licences and permits your company keeps on file for its vehicles and chauffeurs, such as a livery licence, commercial insurance or an airport permit.',
    documentType_steps: [
      'Use Add Existing for the usual licences of the shared catalogue.',
      'Use Add New for a licence your city or state asks for, with a description of what it covers.',
      'Publish the ones you hold; Disable one you no longer need.',
    ].join('\n'),
    garageLocation_purpose:
      'A garage location (area of operation) is where your vehicles start from. A ride that starts within the allowed distance of the garage has no surcharge; further away, in a state you serve, the surcharge is added to the fare.',
    garageLocation_steps: [
      'Press Add New and give the garage a name and its full street address with city, state and ZIP code: the address is placed on the map when you save.',
      'Set the allowed distance (in miles by default) and the surcharge cost (in US dollars) for rides beyond it. Decimals are fine.',
      'Save As Draft while you check it, then Publish it so fleets can be based there.',
      'If the address could not be located on the map, correct it and save again.',
    ].join('\n'),
    fleet_purpose:
      'A fleet is one vehicle you offer travellers. It is shown when it is enabled and published, seats the passengers, takes their luggage, has a price for the vehicle and service type, and is free for the ride.',
    fleet_steps: [
      'First publish at least one vehicle type and one amenity; a garage is optional.',
      'Press Add New, choose the vehicle type and fill in the nickname, the VIN (17 characters at most, checked so no two fleets share it), colour, make, model, year and seats.',
      'Set the luggage capacity (it defaults to the seats), pick the amenities on board and the garage it starts from, and add notes for your team.',
      'Upload a photo (jpg, png, svg, gif, bmp or jif): travellers see it in the search results.',
      'Publish to offer it; Disable it while it is in the workshop.',
    ].join('\n'),
    master_purpose:
      'These are the platform’s shared catalogue entries. Providers add them to their sites with Add Existing, so a well-written master saves every provider the work.',
    master_steps: [
      'Press Add, fill in the fields and Publish: providers can add a published master to their sites.',
      'Save As Draft keeps a master out of the providers’ Add Existing lists until it is ready.',
      'Edits change the master for every site that uses it.',
    ].join('\n'),
  },
  {
    title: 'Cómo rellenarlo',
    vehicleType_purpose:
      'Un tipo de vehículo es una clase de vehículo que vende, como Sedán, SUV ejecutivo o Limusina. Los viajeros eligen un tipo de vehículo al reservar y cada uno de sus vehículos pertenece a un tipo, así que configure los tipos antes que los vehículos.',
    vehicleType_steps: [
      'Use Add Existing para tomar los tipos habituales del catálogo compartido: vienen con nombre, descripción e imagen.',
      'Use Add New para un tipo que el catálogo no tenga. Dele un nombre corto (50 caracteres como máximo), una descripción que entiendan los viajeros (plazas, equipaje, estilo) y elija la imagen más parecida al vehículo.',
      'Save As Draft lo guarda solo para usted mientras lo prepara; Publish lo ofrece a los viajeros.',
      'Desactive un tipo que ya no tenga: desaparece del sitio de reservas pero se conserva en sus registros.',
    ].join('\n'),
    serviceType_purpose:
      'Un tipo de servicio es la clase de viaje que se reserva: de punto a punto, traslado al aeropuerto, por horas, una boda. Cada definición de precio es para un tipo de vehículo y un tipo de servicio, así que un servicio que deban ver los viajeros también necesita precio.',
    serviceType_steps: [
      'Use Add Existing para tomar los servicios habituales del catálogo compartido.',
      'Use Add New para un servicio propio, con un nombre y una descripción de lo que incluye (espera, recibimiento, paradas).',
      'Publíquelo para ofrecerlo; Save As Draft lo mantiene oculto mientras prepara los precios.',
      'Desactive un servicio que deje de ofrecer durante un tiempo.',
    ].join('\n'),
    airport_purpose:
      'Los aeropuertos permiten a los viajeros elegir una terminal en lugar de escribir una dirección, y a usted poner precio a los traslados. Añada los aeropuertos que atiende.',
    airport_steps: [
      'Use Add Existing para tomar aeropuertos del catálogo compartido; ya tiene los principales de EE. UU.',
      'Use Add New para un aeropuerto que falte: su nombre, su código de tres letras (por ejemplo ORD), la dirección, la ciudad, el estado, el país y el código postal.',
      'Publíquelo para que los viajeros puedan elegirlo; desactívelo si deja de atenderlo.',
    ].join('\n'),
    amenity_purpose:
      'Las comodidades son los extras a bordo, como wifi, agua embotellada, sillas infantiles o un bar. Los viajeros las ven en cada vehículo en los resultados de búsqueda, y cada vehículo indica al menos una.',
    amenity_steps: [
      'Use Add Existing para las comodidades habituales del catálogo compartido.',
      'Use Add New para cualquier otra, con un nombre reconocible y una breve descripción.',
      'Publíquela y elíjala en los vehículos que la tengan.',
    ].join('\n'),
    serviceUserType_purpose:
      'Los tipos de cliente son los grupos con precio propio, como Particular o Empresa. Una definición de precio indica uno, para cobrar a una cuenta de empresa de otra forma que a un viajero.',
    serviceUserType_steps: [
      'Use Add Existing para tomar Particular, Empresa y los demás grupos habituales.',
      'Use Add New para un grupo propio (por ejemplo, Hotel asociado) con una descripción de quién pertenece a él.',
      'Publíquelo para usarlo en sus definiciones de precio.',
    ].join('\n'),
    priceType_purpose:
      'Un tipo de precio indica cómo se calcula una tarifa. Su base es por milla (tarifa base más un importe por milla), por hora (tarifa base más un importe por hora, con un mínimo de horas) o fija (una sola tarifa). Las definiciones de precio lo usan para pedir las tarifas adecuadas.',
    priceType_steps: [
      'Use Add Existing para tomar los tipos de precio estándar del catálogo compartido.',
      'Use Add New para un tipo propio: dele un nombre, una descripción y elija su base.',
      'Publíquelo y úselo en Price Definitions para fijar sus tarifas.',
    ].join('\n'),
    documentType_purpose:
      'Los tipos de licencia son las licencias y permisos que su empresa tiene en regla para sus vehículos y conductores, como la licencia de alquiler con conductor, el seguro comercial o un permiso de aeropuerto.',
    documentType_steps: [
      'Use Add Existing para las licencias habituales del catálogo compartido.',
      'Use Add New para una licencia que exija su ciudad o estado, con una descripción de lo que cubre.',
      'Publique las que tiene; desactive la que ya no necesite.',
    ].join('\n'),
    garageLocation_purpose:
      'Un garaje (zona de operación) es el lugar desde donde salen sus vehículos. Un viaje que empieza dentro de la distancia permitida no tiene recargo; más lejos, en un estado que atiende, se suma el recargo a la tarifa.',
    garageLocation_steps: [
      'Pulse Add New y dé al garaje un nombre y su dirección completa con ciudad, estado y código postal: la dirección se ubica en el mapa al guardar.',
      'Indique la distancia permitida (en millas por defecto) y el recargo (en dólares) para los viajes más lejanos. Se admiten decimales.',
      'Use Save As Draft mientras lo revisa y después Publish para que los vehículos puedan tener su base allí.',
      'Si la dirección no se pudo ubicar en el mapa, corríjala y vuelva a guardar.',
    ].join('\n'),
    fleet_purpose:
      'Un vehículo es cada coche que ofrece a los viajeros. Se muestra cuando está activado y publicado, tiene plazas para los pasajeros, admite su equipaje, tiene precio para su tipo de vehículo y de servicio, y está libre para el viaje.',
    fleet_steps: [
      'Publique antes al menos un tipo de vehículo y una comodidad; el garaje es opcional.',
      'Pulse Add New, elija el tipo de vehículo y rellene el apodo, el VIN (17 caracteres como máximo; se comprueba que no se repita), el color, la marca, el modelo, el año y las plazas.',
      'Indique la capacidad de equipaje (por defecto, las plazas), las comodidades a bordo y el garaje de salida, y añada notas para su equipo.',
      'Suba una foto (jpg, png, svg, gif, bmp o jif): los viajeros la ven en los resultados de búsqueda.',
      'Publíquelo para ofrecerlo; desactívelo mientras esté en el taller.',
    ].join('\n'),
    master_purpose:
      'Estas son las entradas del catálogo compartido de la plataforma. Los proveedores las añaden a sus sitios con Add Existing, así que una buena entrada ahorra trabajo a todos.',
    master_steps: [
      'Pulse Add, rellene los campos y use Publish: los proveedores pueden añadir a sus sitios lo que está publicado.',
      'Save As Draft deja la entrada fuera de las listas de Add Existing hasta que esté lista.',
      'Los cambios afectan a todos los sitios que la usan.',
    ].join('\n'),
  },
);
