/**
 * The product's default content of every template, in English and Spanish. Page templates
 * are HTML shown in the footer pages; mail templates use {{placeholders}} filled at send time.
 */
import { ACCOUNT_TEMPLATE_DEFAULTS } from './account-mail-content.ts';
import type { TemplateDefault } from './template-default.ts';

export type { TemplateDefault } from './template-default.ts';

const FAQ_EN = `<h2>Frequently asked questions</h2>
<p>Answers to the questions travellers ask us most often. If you do not find what you need here, please visit our Contact Us page.</p>

<h3>How do I book a ride?</h3>
<p>Enter your pickup and drop-off addresses, the date and time, and the number of passengers. Choose a vehicle from the options shown, add any details for your chauffeur, and confirm. You will receive a confirmation with your booking reference by e-mail.</p>

<h3>Do I need an account to book?</h3>
<p>No. You can book as a guest using your name, e-mail address and phone number. Creating an account is optional, but it lets you see all your bookings in one place and book faster next time.</p>

<h3>How is the price calculated?</h3>
<p>Before you book, you see an estimate based on the expected distance and travel time for the vehicle you choose. The final cost is known after the ride, because it may change with the actual route, waiting time, extra stops or tolls.</p>

<h3>Can I use a promo code?</h3>
<p>Yes. Enter the code in the promo code field before confirming your booking. The discount is shown in your estimate if the code is valid for that ride. Only one code can be used per booking.</p>

<h3>Should I tip my chauffeur?</h3>
<p>Tipping is optional and always appreciated. Where the option is available, you can add a tip when you pay; you may also tip your chauffeur in cash.</p>

<h3>How can I pay?</h3>
<p>You can pay by credit or debit card. Depending on the transportation provider, you may also be able to pay the chauffeur in cash or choose to pay later. The payment methods available are shown when you book.</p>

<h3>Can I change or cancel my booking?</h3>
<p>Yes. Go to My Bookings and select the booking you want to change or cancel. Changes and cancellations are free until the provider's notice period before pickup, which is shown on your booking. After that time, a cancellation fee may apply.</p>

<h3>How much luggage and how many passengers can I bring?</h3>
<p>Each vehicle shows its maximum number of passengers and pieces of luggage. Please choose a vehicle that fits your group and bags, and mention child seats, oversized items or pets in the notes for your chauffeur.</p>

<h3>How do airport pickups work?</h3>
<p>Add your flight number when you book so the provider can plan your pickup around your arrival. The booking confirmation explains where to meet your chauffeur. If your flight is delayed, let the provider know as soon as you can.</p>

<h3>Where can I see my bookings?</h3>
<p>Sign in and open My Bookings to see your upcoming and past rides, their status and receipts. If you booked as a guest, use the link in your confirmation e-mail.</p>

<h3>Can I review my ride?</h3>
<p>Yes. After your ride you can rate it and leave a short review from My Bookings. Honest reviews help other travellers and help providers improve their service.</p>

<h3>How do I contact the transportation provider?</h3>
<p>The provider's phone number and e-mail address are on your booking confirmation. For questions about a specific ride, contacting the provider directly is the fastest way to get help.</p>`;

const FAQ_ES = `<h2>Preguntas frecuentes</h2>
<p>Respuestas a las preguntas que los viajeros nos hacen con más frecuencia. Si no encuentra lo que necesita, visite nuestra página Contáctenos.</p>

<h3>¿Cómo reservo un viaje?</h3>
<p>Ingrese las direcciones de recogida y de destino, la fecha y la hora, y el número de pasajeros. Elija un vehículo entre las opciones disponibles, agregue cualquier indicación para su chofer y confirme. Recibirá por correo electrónico una confirmación con su número de reserva.</p>

<h3>¿Necesito una cuenta para reservar?</h3>
<p>No. Puede reservar como invitado con su nombre, su correo electrónico y su número de teléfono. Crear una cuenta es opcional, pero le permite ver todas sus reservas en un solo lugar y reservar más rápido la próxima vez.</p>

<h3>¿Cómo se calcula el precio?</h3>
<p>Antes de reservar, verá un precio estimado según la distancia y el tiempo de viaje previstos para el vehículo que elija. El costo final se conoce después del viaje, ya que puede variar según la ruta real, el tiempo de espera, las paradas adicionales o los peajes.</p>

<h3>¿Puedo usar un código promocional?</h3>
<p>Sí. Ingrese el código en el campo de código promocional antes de confirmar su reserva. Si el código es válido para ese viaje, el descuento aparecerá en su estimado. Solo se puede usar un código por reserva.</p>

<h3>¿Debo dar propina a mi chofer?</h3>
<p>La propina es opcional y siempre se agradece. Cuando la opción esté disponible, puede agregar una propina al pagar; también puede darle la propina a su chofer en efectivo.</p>

<h3>¿Cómo puedo pagar?</h3>
<p>Puede pagar con tarjeta de crédito o débito. Según el proveedor de transporte, también es posible pagar en efectivo al chofer o elegir pagar más tarde. Los métodos de pago disponibles se muestran al momento de reservar.</p>

<h3>¿Puedo modificar o cancelar mi reserva?</h3>
<p>Sí. Vaya a Mis reservas y seleccione la reserva que desea modificar o cancelar. Los cambios y las cancelaciones son gratuitos hasta el plazo de aviso del proveedor antes de la recogida, que se indica en su reserva. Pasado ese plazo, puede aplicarse un cargo por cancelación.</p>

<h3>¿Cuánto equipaje y cuántos pasajeros puedo llevar?</h3>
<p>Cada vehículo indica su número máximo de pasajeros y de maletas. Elija un vehículo adecuado para su grupo y su equipaje, e indique en las notas para su chofer si necesita sillas infantiles, si lleva artículos de gran tamaño o si viaja con mascotas.</p>

<h3>¿Cómo funcionan las recogidas en el aeropuerto?</h3>
<p>Agregue su número de vuelo al reservar para que el proveedor pueda programar la recogida según su llegada. La confirmación de la reserva explica dónde encontrarse con su chofer. Si su vuelo se retrasa, avise al proveedor lo antes posible.</p>

<h3>¿Dónde puedo ver mis reservas?</h3>
<p>Inicie sesión y abra Mis reservas para ver sus viajes próximos y anteriores, su estado y sus recibos. Si reservó como invitado, use el enlace de su correo de confirmación.</p>

<h3>¿Puedo calificar mi viaje?</h3>
<p>Sí. Después del viaje puede calificarlo y dejar una breve reseña desde Mis reservas. Las reseñas honestas ayudan a otros viajeros y permiten a los proveedores mejorar su servicio.</p>

<h3>¿Cómo me comunico con el proveedor de transporte?</h3>
<p>El teléfono y el correo electrónico del proveedor aparecen en la confirmación de su reserva. Para consultas sobre un viaje específico, comunicarse directamente con el proveedor es la forma más rápida de obtener ayuda.</p>`;

const ABOUT_EN = `<h2>About us</h2>
<p>RideDesk is a booking platform built for independent chauffeur, limousine and car-service companies. It lets each company run its own branded booking site, so travellers can reserve a ride directly with the provider they trust, and providers can grow their business without building their own technology.</p>

<h3>Our mission</h3>
<p>Independent transportation companies are known for personal, reliable service. We believe they deserve booking tools that are just as good as those of the largest ride services. RideDesk gives them those tools while keeping the relationship between each provider and its customers at the centre.</p>

<h3>What travellers get</h3>
<ul>
<li><strong>Simple online booking</strong>, day or night, with or without an account.</li>
<li><strong>A price estimate before you book</strong>, based on distance, travel time and the vehicle you choose.</li>
<li><strong>Flexible payment</strong> by card and, where the provider offers it, in cash or later.</li>
<li><strong>My Bookings</strong>, a single place to view, change or cancel your rides and see your receipts.</li>
<li><strong>Honest reviews</strong> from other travellers, and the chance to share your own experience.</li>
<li><strong>Direct contact</strong> with the company that performs your ride.</li>
</ul>

<h3>What providers get</h3>
<ul>
<li><strong>A white-labelled booking site</strong> with their own name, brand and content.</li>
<li><strong>Their own pricing</strong>, vehicles, service areas, cancellation notice periods and promo codes.</li>
<li><strong>Online payments</strong> through trusted payment processors, alongside cash and pay-later options.</li>
<li><strong>Booking management</strong> for dispatch, chauffeurs and customer communication in one place.</li>
<li><strong>Customer reviews</strong> that build trust and help them improve.</li>
</ul>

<h3>Who performs your ride</h3>
<p>Every ride booked through a RideDesk site is performed by the independent transportation provider whose site you use. The provider sets its prices and policies and is responsible for its vehicles and chauffeurs. RideDesk supplies the technology that connects you.</p>

<p>Questions or feedback? Write to us at <a href="mailto:support@ridedesk.example">support@ridedesk.example</a>. We would be glad to hear from you.</p>`;

const ABOUT_ES = `<h2>Quiénes somos</h2>
<p>RideDesk es una plataforma de reservas creada para empresas independientes de choferes, limusinas y servicios de auto. Permite que cada empresa tenga su propio sitio de reservas con su marca, para que los viajeros puedan reservar directamente con el proveedor en el que confían y para que los proveedores hagan crecer su negocio sin tener que desarrollar su propia tecnología.</p>

<h3>Nuestra misión</h3>
<p>Las empresas de transporte independientes son reconocidas por un servicio personal y confiable. Creemos que merecen herramientas de reserva tan buenas como las de los grandes servicios de transporte. RideDesk les ofrece esas herramientas y mantiene en el centro la relación entre cada proveedor y sus clientes.</p>

<h3>Lo que obtienen los viajeros</h3>
<ul>
<li><strong>Reservas en línea sencillas</strong>, de día o de noche, con o sin cuenta.</li>
<li><strong>Un precio estimado antes de reservar</strong>, según la distancia, el tiempo de viaje y el vehículo que elija.</li>
<li><strong>Pago flexible</strong> con tarjeta y, cuando el proveedor lo ofrece, en efectivo o más tarde.</li>
<li><strong>Mis reservas</strong>, un solo lugar para ver, modificar o cancelar sus viajes y consultar sus recibos.</li>
<li><strong>Reseñas honestas</strong> de otros viajeros y la posibilidad de compartir su propia experiencia.</li>
<li><strong>Contacto directo</strong> con la empresa que realiza su viaje.</li>
</ul>

<h3>Lo que obtienen los proveedores</h3>
<ul>
<li><strong>Un sitio de reservas de marca blanca</strong> con su propio nombre, imagen y contenido.</li>
<li><strong>Sus propias tarifas</strong>, vehículos, zonas de servicio, plazos de aviso para cancelaciones y códigos promocionales.</li>
<li><strong>Pagos en línea</strong> mediante procesadores de pago confiables, además de las opciones de pago en efectivo y pago posterior.</li>
<li><strong>Gestión de reservas</strong> para el despacho, los choferes y la comunicación con los clientes en un solo lugar.</li>
<li><strong>Reseñas de clientes</strong> que generan confianza y les ayudan a mejorar.</li>
</ul>

<h3>Quién realiza su viaje</h3>
<p>Cada viaje reservado a través de un sitio de RideDesk lo realiza el proveedor de transporte independiente cuyo sitio usted utiliza. El proveedor fija sus precios y políticas y es responsable de sus vehículos y choferes. RideDesk aporta la tecnología que los conecta.</p>

<p>¿Tiene preguntas o comentarios? Escríbanos a <a href="mailto:support@ridedesk.example">support@ridedesk.example</a>. Con gusto le atenderemos.</p>`;

const PRIVACY_EN = `<h2>Privacy policy</h2>
<p><strong>Effective date: January 1, 2025</strong></p>
<p>This policy explains how personal information is collected and used on the booking site on which it is shown. The site runs on RideDesk, a platform that lets independent transportation providers take bookings online. Each provider is responsible for the rides it performs and for how it uses your information to perform them.</p>

<h3>Information we collect</h3>
<ul>
<li><strong>Account information:</strong> your name, e-mail address, phone number and password, if you create an account.</li>
<li><strong>Booking information:</strong> pickup and drop-off addresses, dates and times, passengers, luggage, flight numbers, notes for your chauffeur, promo codes, reviews and your booking history.</li>
<li><strong>Payment information:</strong> card payments are handled by our payment processors. RideDesk does not store your card number; we keep only limited details such as the card type, the last four digits and the payment status.</li>
<li><strong>Technical information:</strong> device, browser and usage data needed to keep the site working and secure.</li>
</ul>

<h3>How we use it</h3>
<p>We use your information to create and manage your account, process and confirm bookings, calculate estimates and final prices, take payments, send service messages such as confirmations and verification codes, provide customer support, prevent fraud and meet legal obligations. We do not sell your personal information.</p>

<h3>Sharing your information</h3>
<p>We share the booking details needed to perform your ride, including your name and phone number, with the transportation provider that performs it and with its chauffeur. We also share information with payment processors and other service providers that help us run the site, under obligations of confidentiality, and with authorities when the law requires it.</p>

<h3>Retention</h3>
<p>We keep your information for as long as your account is active and as needed to provide the service. Booking and payment records may be kept longer where required for accounting, tax or legal purposes.</p>

<h3>Security</h3>
<p>We protect your information with measures such as encrypted connections, restricted access and secure password storage. No system is completely secure, so please keep your password private.</p>

<h3>Cookies and local storage</h3>
<p>We use cookies and your browser's local storage to keep you signed in, remember your preferences such as language, and keep the site secure. If you block them, signing in may not work.</p>

<h3>Your rights</h3>
<p>You may request access to, correction of, or deletion of your personal information, and you can update most account details yourself. We may need to verify your identity and keep certain records where the law requires it.</p>

<h3>Changes to this policy</h3>
<p>We may update this policy from time to time. The effective date above shows when it was last changed.</p>

<h3>Contact</h3>
<p>For privacy questions or requests, write to <a href="mailto:privacy@ridedesk.example">privacy@ridedesk.example</a>.</p>`;

const PRIVACY_ES = `<h2>Política de privacidad</h2>
<p><strong>Fecha de vigencia: 1 de enero de 2025</strong></p>
<p>Esta política explica cómo se recopila y se usa la información personal en el sitio de reservas en el que se muestra. El sitio funciona con RideDesk, una plataforma que permite a proveedores de transporte independientes recibir reservas en línea. Cada proveedor es responsable de los viajes que realiza y del uso que hace de su información para realizarlos.</p>

<h3>Información que recopilamos</h3>
<ul>
<li><strong>Información de la cuenta:</strong> su nombre, correo electrónico, número de teléfono y contraseña, si crea una cuenta.</li>
<li><strong>Información de la reserva:</strong> direcciones de recogida y de destino, fechas y horas, pasajeros, equipaje, números de vuelo, notas para su chofer, códigos promocionales, reseñas y su historial de reservas.</li>
<li><strong>Información de pago:</strong> los pagos con tarjeta los gestionan nuestros procesadores de pago. RideDesk no almacena el número de su tarjeta; solo conservamos datos limitados, como el tipo de tarjeta, los últimos cuatro dígitos y el estado del pago.</li>
<li><strong>Información técnica:</strong> datos del dispositivo, del navegador y de uso necesarios para que el sitio funcione y sea seguro.</li>
</ul>

<h3>Cómo la usamos</h3>
<p>Usamos su información para crear y administrar su cuenta, procesar y confirmar reservas, calcular precios estimados y finales, cobrar pagos, enviar mensajes del servicio, como confirmaciones y códigos de verificación, brindar atención al cliente, prevenir fraudes y cumplir obligaciones legales. No vendemos su información personal.</p>

<h3>Cómo compartimos su información</h3>
<p>Compartimos los datos de la reserva necesarios para realizar su viaje, incluidos su nombre y su número de teléfono, con el proveedor de transporte que lo realiza y con su chofer. También compartimos información con procesadores de pago y otros proveedores de servicios que nos ayudan a operar el sitio, bajo obligaciones de confidencialidad, y con las autoridades cuando la ley lo exige.</p>

<h3>Conservación</h3>
<p>Conservamos su información mientras su cuenta esté activa y durante el tiempo necesario para prestar el servicio. Los registros de reservas y pagos pueden conservarse por más tiempo cuando así lo exijan fines contables, fiscales o legales.</p>

<h3>Seguridad</h3>
<p>Protegemos su información con medidas como conexiones cifradas, acceso restringido y almacenamiento seguro de contraseñas. Ningún sistema es completamente seguro, por lo que le pedimos que mantenga su contraseña en privado.</p>

<h3>Cookies y almacenamiento local</h3>
<p>Usamos cookies y el almacenamiento local de su navegador para mantener su sesión iniciada, recordar sus preferencias, como el idioma, y proteger el sitio. Si los bloquea, es posible que no pueda iniciar sesión.</p>

<h3>Sus derechos</h3>
<p>Puede solicitar el acceso, la corrección o la eliminación de su información personal, y puede actualizar usted mismo la mayoría de los datos de su cuenta. Es posible que necesitemos verificar su identidad y conservar ciertos registros cuando la ley lo exija.</p>

<h3>Cambios a esta política</h3>
<p>Podemos actualizar esta política ocasionalmente. La fecha de vigencia indicada arriba muestra cuándo se modificó por última vez.</p>

<h3>Contacto</h3>
<p>Para consultas o solicitudes sobre privacidad, escriba a <a href="mailto:privacy@ridedesk.example">privacy@ridedesk.example</a>.</p>`;

const TERMS_EN = `<h2>Terms and conditions</h2>
<p><strong>Effective date: January 1, 2025</strong></p>
<p>These terms apply when you book a ride on this site. By making a booking, you agree to them. Please read them carefully.</p>

<h3>1. Who provides your ride</h3>
<p>Rides are performed by the independent transportation provider whose booking site you use (the "provider"). The provider is responsible for its vehicles, chauffeurs, licences and insurance. RideDesk supplies the booking technology and is not a transportation company.</p>

<h3>2. Estimates and final price</h3>
<p>The price shown before you book is an estimate based on the expected distance and travel time. The final price is set after the ride and may differ because of the actual route, waiting time, extra stops, tolls, parking or changes you request. Any promo code discount is applied according to its conditions.</p>

<h3>3. Payments</h3>
<p>You agree to pay the final price using the payment method you chose: card, cash paid to the chauffeur, or pay later where the provider offers it. Card payments are processed by third-party payment processors. Tips are optional.</p>

<h3>4. Cancellations and no-shows</h3>
<p>You may change or cancel a booking free of charge until the provider's notice period before pickup, shown on your booking. Later cancellations may be charged a fee. If you are not at the pickup point and cannot be reached within the provider's waiting time, the ride may be treated as a no-show and charged in full or in part.</p>

<h3>5. Passenger conduct</h3>
<p>Passengers must follow the chauffeur's safety instructions, wear seat belts and respect local laws. Smoking, illegal substances, abusive behaviour and damage to the vehicle are not allowed. The chauffeur may refuse or end a ride for safety reasons, and you may be charged for cleaning or repairs you cause.</p>

<h3>6. Lost items</h3>
<p>If you leave something in a vehicle, contact the provider as soon as possible using the details on your booking confirmation. The provider will make reasonable efforts to return it but is not responsible for lost items.</p>

<h3>7. Limitation of liability</h3>
<p>To the extent permitted by law, RideDesk is not liable for the performance of rides, for delays caused by traffic, weather or other events beyond reasonable control, or for indirect or consequential losses. Nothing in these terms limits liability that cannot be limited by law.</p>

<h3>8. Reviews</h3>
<p>Reviews must be honest, based on your own ride, and free of offensive, false or personal content. Reviews that break these rules may be removed.</p>

<h3>9. Changes to these terms</h3>
<p>These terms may be updated from time to time. The version in effect when you make a booking applies to that booking.</p>

<h3>10. Governing law</h3>
<p>These terms are governed by the laws of the state in which the ride takes place.</p>`;

const TERMS_ES = `<h2>Términos y condiciones</h2>
<p><strong>Fecha de vigencia: 1 de enero de 2025</strong></p>
<p>Estos términos se aplican cuando usted reserva un viaje en este sitio. Al hacer una reserva, usted los acepta. Le pedimos que los lea con atención.</p>

<h3>1. Quién realiza su viaje</h3>
<p>Los viajes los realiza el proveedor de transporte independiente cuyo sitio de reservas usted utiliza (el "proveedor"). El proveedor es responsable de sus vehículos, choferes, licencias y seguros. RideDesk aporta la tecnología de reservas y no es una empresa de transporte.</p>

<h3>2. Precio estimado y precio final</h3>
<p>El precio que se muestra antes de reservar es un estimado basado en la distancia y el tiempo de viaje previstos. El precio final se determina después del viaje y puede variar por la ruta real, el tiempo de espera, las paradas adicionales, los peajes, el estacionamiento o los cambios que usted solicite. Los descuentos de los códigos promocionales se aplican según sus condiciones.</p>

<h3>3. Pagos</h3>
<p>Usted se compromete a pagar el precio final con el método de pago que eligió: tarjeta, efectivo al chofer o pago posterior cuando el proveedor lo ofrezca. Los pagos con tarjeta los procesan procesadores de pago externos. La propina es opcional.</p>

<h3>4. Cancelaciones y ausencias</h3>
<p>Puede modificar o cancelar una reserva sin costo hasta el plazo de aviso del proveedor antes de la recogida, que se indica en su reserva. Las cancelaciones posteriores pueden tener un cargo. Si usted no se encuentra en el punto de recogida y no es posible comunicarse con usted dentro del tiempo de espera del proveedor, el viaje puede considerarse una ausencia y cobrarse total o parcialmente.</p>

<h3>5. Conducta de los pasajeros</h3>
<p>Los pasajeros deben seguir las indicaciones de seguridad del chofer, usar el cinturón de seguridad y respetar las leyes locales. No se permite fumar, consumir sustancias ilegales, tener conductas abusivas ni dañar el vehículo. El chofer puede rechazar o terminar un viaje por motivos de seguridad, y se le podrán cobrar los costos de limpieza o reparación de los daños que usted cause.</p>

<h3>6. Objetos perdidos</h3>
<p>Si olvida algo en un vehículo, comuníquese con el proveedor lo antes posible con los datos de la confirmación de su reserva. El proveedor hará esfuerzos razonables para devolverlo, pero no se hace responsable de los objetos perdidos.</p>

<h3>7. Limitación de responsabilidad</h3>
<p>En la medida en que la ley lo permita, RideDesk no es responsable de la realización de los viajes, de los retrasos causados por el tráfico, el clima u otros hechos fuera de un control razonable, ni de pérdidas indirectas o consecuentes. Nada de lo dispuesto en estos términos limita la responsabilidad que la ley no permite limitar.</p>

<h3>8. Reseñas</h3>
<p>Las reseñas deben ser honestas, basarse en su propio viaje y no contener contenido ofensivo, falso ni datos personales. Las reseñas que no cumplan estas reglas podrán ser eliminadas.</p>

<h3>9. Cambios a estos términos</h3>
<p>Estos términos pueden actualizarse ocasionalmente. A cada reserva se le aplica la versión vigente en el momento en que se realizó.</p>

<h3>10. Ley aplicable</h3>
<p>Estos términos se rigen por las leyes del estado en el que se realiza el viaje.</p>`;

const CONTACT_EN = `<h2>Contact us</h2>
<p>We are here to help with your bookings, your account and any questions about using this site. Choose the option that suits you best and we will get back to you as quickly as we can.</p>

<h3>E-mail</h3>
<p>Write to <a href="mailto:support@ridedesk.example">support@ridedesk.example</a>. We usually reply within one business day.</p>

<h3>Phone</h3>
<p>Call us at <strong>(555) 010-2025</strong>.</p>

<h3>Support hours (US Central Time)</h3>
<ul>
<li><strong>Monday to Friday:</strong> 8:00 to 20:00</li>
<li><strong>Saturday and Sunday:</strong> 9:00 to 17:00</li>
</ul>
<p>Messages received outside these hours are answered on the next business day.</p>

<h3>Help us help you faster</h3>
<p>If your question is about a specific ride, please include your <strong>booking reference</strong>, which you can find in your confirmation e-mail and in My Bookings. It also helps to tell us the date of the ride and the e-mail address you used to book.</p>

<h3>Questions about a ride</h3>
<p>Each ride is performed by the transportation provider whose site you booked on. For questions about pickup times, your chauffeur, the vehicle, lost items or changes on the day of travel, contact the provider directly: its phone number and e-mail address are on your booking confirmation. The provider is the quickest way to get help with a ride that is about to start or in progress.</p>

<h3>For transportation companies</h3>
<p>Do you run a chauffeur, limousine or car-service company and would like your own online booking site? Write to <a href="mailto:support@ridedesk.example">support@ridedesk.example</a> with the subject "New provider" and tell us a little about your business. A member of our team will contact you to explain how RideDesk works.</p>

<h3>Privacy requests</h3>
<p>To ask about your personal information, write to <a href="mailto:privacy@ridedesk.example">privacy@ridedesk.example</a>.</p>`;

const CONTACT_ES = `<h2>Contáctenos</h2>
<p>Estamos para ayudarle con sus reservas, su cuenta y cualquier duda sobre el uso de este sitio. Elija la opción que más le convenga y le responderemos lo antes posible.</p>

<h3>Correo electrónico</h3>
<p>Escriba a <a href="mailto:support@ridedesk.example">support@ridedesk.example</a>. Por lo general, respondemos en un plazo de un día hábil.</p>

<h3>Teléfono</h3>
<p>Llámenos al <strong>(555) 010-2025</strong>.</p>

<h3>Horario de atención (hora del Centro de EE. UU.)</h3>
<ul>
<li><strong>Lunes a viernes:</strong> de 8:00 a 20:00</li>
<li><strong>Sábados y domingos:</strong> de 9:00 a 17:00</li>
</ul>
<p>Los mensajes recibidos fuera de este horario se responden el siguiente día hábil.</p>

<h3>Ayúdenos a atenderle más rápido</h3>
<p>Si su consulta es sobre un viaje específico, incluya su <strong>número de reserva</strong>, que encontrará en su correo de confirmación y en Mis reservas. También es útil que nos indique la fecha del viaje y el correo electrónico con el que reservó.</p>

<h3>Consultas sobre un viaje</h3>
<p>Cada viaje lo realiza el proveedor de transporte en cuyo sitio usted reservó. Para consultas sobre la hora de recogida, su chofer, el vehículo, objetos perdidos o cambios el mismo día del viaje, comuníquese directamente con el proveedor: su teléfono y su correo electrónico aparecen en la confirmación de su reserva. El proveedor es la forma más rápida de obtener ayuda con un viaje que está por comenzar o en curso.</p>

<h3>Para empresas de transporte</h3>
<p>¿Tiene una empresa de choferes, limusinas o servicios de auto y le gustaría contar con su propio sitio de reservas en línea? Escriba a <a href="mailto:support@ridedesk.example">support@ridedesk.example</a> con el asunto "Nuevo proveedor" y cuéntenos un poco sobre su negocio. Un miembro de nuestro equipo se comunicará con usted para explicarle cómo funciona RideDesk.</p>

<h3>Solicitudes de privacidad</h3>
<p>Para consultas sobre su información personal, escriba a <a href="mailto:privacy@ridedesk.example">privacy@ridedesk.example</a>.</p>`;

export const TEMPLATE_DEFAULTS: TemplateDefault[] = [
  { id: 1, uniqueName: 'Travellers_FAQ_Template', displayName: 'Travellers FAQ', kind: 'page', en: FAQ_EN, es: FAQ_ES },
  { id: 2, uniqueName: 'Aboutus_Template', displayName: 'About Us', kind: 'page', en: ABOUT_EN, es: ABOUT_ES },
  {
    id: 3,
    uniqueName: 'PrivacyPolicy_Template',
    displayName: 'Privacy Policy',
    kind: 'page',
    en: PRIVACY_EN,
    es: PRIVACY_ES,
  },
  {
    id: 4,
    uniqueName: 'TermsOfService_Template',
    displayName: 'Terms And Conditions',
    kind: 'page',
    en: TERMS_EN,
    es: TERMS_ES,
  },
  { id: 5, uniqueName: 'Contactus_Template', displayName: 'Contact Us', kind: 'page', en: CONTACT_EN, es: CONTACT_ES },
  ...ACCOUNT_TEMPLATE_DEFAULTS,
];
