/** The six blog posts built into the site (docs/product.md §3): shown first on the blog, before the
 * published backend posts, and listed in the RSS feed and sitemap by the server. Plain data, no
 * browser or server imports, so both sides can use it. Images are drawn by
 * scripts/images/blog-images.mjs at 1200x630 with a 600x315 rendition (`-600` instead of `-1200`). */
import { readingTime } from './reading-time.ts';

export type BuiltInPostImage = { src: string; width: number; height: number; alt: string };

export type BuiltInPost = {
  slug: string;
  title: string;
  excerpt: string;
  /** Trusted HTML written here (still sanitized when shown, like every post). */
  content: string;
  category: BuiltInPostCategory;
  tags: readonly string[];
  author: string;
  /** Publication date, ISO 'YYYY-MM-DD'. */
  date: string;
  /** Minutes to read, from the word count (reading-time.ts, the server's rule). */
  readTime: number;
  image: BuiltInPostImage;
};

export const BUILT_IN_POST_CATEGORIES = [
  'Cybersecurity',
  'Intelligent Transport System(ITS)',
  'Solar Streetlighting',
] as const;
export type BuiltInPostCategory = (typeof BUILT_IN_POST_CATEGORIES)[number];

const image = (slug: string, alt: string): BuiltInPostImage => ({
  src: `/images/blog/${slug}-1200.webp`,
  width: 1200,
  height: 630,
  alt,
});

type PostSource = Omit<BuiltInPost, 'readTime' | 'image'> & { imageAlt: string };

const sources: readonly PostSource[] = [
  {
    slug: 'securing-connected-traffic-infrastructure',
    title: 'Securing Connected Traffic Infrastructure: A Practical Checklist for Counties',
    excerpt:
      'Traffic controllers, CCTV cameras and streetlight networks are now computers on a network. A practical checklist counties and road authorities can use to keep them safe.',
    category: 'Cybersecurity',
    tags: ['Network Security', 'Traffic Signals', 'County Government', 'Procurement'],
    author: 'James Otieno',
    date: '2025-02-18',
    imageAlt: 'Illustration of a signalised junction seen from above at night',
    content: `
<p>Ten years ago a traffic signal controller was a closed box with a timing plan stored inside it. Today the same cabinet holds a small computer with an Ethernet port, a cellular modem and a web interface. Counties across Kenya are connecting junctions, CCTV cameras and streetlight controllers to central management systems, and that connectivity brings real benefits: remote timing changes, fault alerts within minutes and far fewer site visits. It also means that a junction can now be reached from anywhere.</p>
<p>The risks are not hypothetical. Security researchers around the world have repeatedly shown that signal controllers exposed to the internet can be found with simple scans, and that many still use factory passwords. Someone who reaches a controller can force it into flashing mode, change timings or take it offline. Cameras can be hijacked into botnets. None of this needs a sophisticated adversary; it needs one forgotten default password.</p>
<h2>1. Know what you have</h2>
<p>You cannot protect equipment you do not know about. Build and maintain an asset register that lists every connected device: controllers, detectors, cameras, network switches, modems, streetlight gateways and the servers that manage them. For each, record the location, make and model, firmware version, network address, how it connects (fibre, radio or cellular) and who is responsible for it. Update the register as part of every installation and maintenance visit, not as a separate exercise once a year.</p>
<h2>2. Keep field devices off the public internet</h2>
<p>Field equipment should never be reachable directly from the internet. Put it on a private network: dedicated fibre where you have it, or a private APN from your mobile operator for cellular links, with traffic carried over an encrypted VPN to the control centre. Separate traffic signals, CCTV and street lighting into their own network segments, and allow only the connections each system actually needs. If a camera is compromised, it should not be able to talk to a signal controller.</p>
<h2>3. Replace default credentials and control access</h2>
<ul>
<li>Change every default password before a device goes live, and make this a line item in acceptance testing.</li>
<li>Give each engineer and contractor their own account; shared logins make it impossible to know who changed what.</li>
<li>Use multi-factor authentication for the central management system and for remote access.</li>
<li>Remove accounts in the same week a contract ends or a staff member leaves.</li>
</ul>
<h2>4. Patch on a schedule</h2>
<p>Manufacturers publish firmware updates that close security holes, but updates only help once they are installed. Agree a patch schedule with your maintenance contractor, test updates on a bench unit or a low-risk junction first, and record the installed version in the asset register. When you buy new equipment, ask how long the supplier will provide security updates and how you will be told about vulnerabilities.</p>
<h2>5. Protect the cabinet as well as the network</h2>
<p>Physical access is often the easiest way in. A laptop plugged into an unlocked cabinet bypasses every firewall. Use good locks and keep a record of who holds keys, fit door switches that raise an alarm in the control centre, and disable network ports that are not in use.</p>
<h2>6. Log, monitor and rehearse</h2>
<p>Send logs from controllers, firewalls and the central system to one place and keep them long enough to investigate an incident. Set alerts for unusual events: logins at odd hours, configuration changes outside maintenance windows, devices dropping offline in groups. Then write down what happens when something goes wrong: who is called, how a junction is switched to a safe fixed-time plan or manual control, and when to report to the national KE-CIRT/CC. Rehearse the plan once a year with the people who would actually carry it out.</p>
<h2>7. Write security into contracts</h2>
<p>Most county systems are installed and maintained by contractors, so security has to be a contract requirement, not a favour. Specifications should require encrypted communications, no default credentials, a documented firmware update process, hand-over of all passwords and configuration files, and cooperation with audits. Ask bidders to describe how they meet each point, and check it at acceptance.</p>
<h2>Start small, but start</h2>
<p>No county will fix everything at once, and it does not need to. Start with the asset register and default passwords, which cost little and remove the most common weaknesses. Then move field devices behind a private network, and build monitoring and better contracts from there. Each step makes an attack harder and an incident shorter. If you would like help reviewing an existing installation, our engineers carry out security assessments of traffic, CCTV and lighting networks and can help you decide what to do first.</p>
`,
  },
  {
    slug: 'adaptive-signal-control-for-kenyan-junctions',
    title: 'Adaptive Signal Control: Getting More from the Junctions You Already Have',
    excerpt:
      'Fixed-time signal plans cannot keep up with traffic that changes by the hour. How adaptive control works, what it needs, and how to measure whether it is paying off.',
    category: 'Intelligent Transport System(ITS)',
    tags: ['Adaptive Signals', 'Traffic Management', 'Detection', 'Junctions'],
    author: 'James Otieno',
    date: '2025-01-22',
    imageAlt: 'Illustration of a busy four-way junction with traffic signals, seen from above',
    content: `
<p>Most signalised junctions in Kenyan towns still run fixed-time plans: the same cycle and the same green splits, hour after hour, regardless of how many vehicles are actually waiting. A plan that suits the morning peak wastes green time at midday, and a plan timed for a normal day breaks down when a lorry stalls or a football match ends. The result is familiar to anyone who drives in Nairobi, Mombasa or Kisumu: long queues on one approach while green time is spent on an empty one, and traffic officers stepping in to override the signals.</p>
<p>Adaptive signal control addresses this by measuring traffic continuously and adjusting timings in response. It is not magic, and it is not the right answer for every junction, but on busy corridors it regularly delivers shorter delays without widening a single road.</p>
<h2>How adaptive control works</h2>
<p>Detectors on each approach measure how many vehicles arrive and how long the queues are. A controller, or a central system managing a group of junctions, uses those measurements to decide, cycle by cycle, how long each phase should be green, how long the whole cycle should be, and how neighbouring junctions should be offset so that platoons of vehicles arrive on green. When demand shifts, the timings follow within minutes rather than waiting for an engineer to write a new plan.</p>
<h2>Detection is the foundation</h2>
<p>An adaptive system is only as good as its data. Three detector types are common:</p>
<ul>
<li><strong>Inductive loops</strong> cut into the road surface are accurate and cheap per unit, but they are damaged by roadworks and potholes and need lane closures to repair.</li>
<li><strong>Video detection</strong> cameras mounted on the signal poles cover several lanes each, can be reconfigured remotely and also give operators a view of the junction.</li>
<li><strong>Thermal sensors</strong> detect vehicles, motorcycles and pedestrians by their heat and are not blinded by low sun, headlights or darkness, which makes them reliable around the clock.</li>
</ul>
<p>In mixed traffic with many boda bodas and pedestrians crossing away from marked crossings, above-ground detection with good classification tends to cope better than loops alone. Whatever you choose, budget for maintaining it: a failed detector quietly turns an adaptive junction back into a poor fixed-time one.</p>
<h2>Coordination along corridors</h2>
<p>The largest gains usually come not from a single junction but from a corridor of closely spaced signals working together. When junctions share a common cycle and their offsets are tuned to the travel times between them, vehicles pass through several signals without stopping. Adaptive systems keep that coordination as volumes change, which is hard to achieve by hand on a road whose traffic pattern changes several times a day.</p>
<h2>Communications and the control centre</h2>
<p>Corridor coordination needs reliable communication between junctions and a central system. Fibre is best where it exists; cellular links work well when they are secured on a private network. The control centre lets engineers see every junction's status, receive fault alarms, compare performance and intervene during incidents, for example by giving extra green time to a diversion route.</p>
<h2>Start with a baseline</h2>
<p>Before changing anything, measure. Record travel times along the corridor at different times of day, queue lengths on key approaches and the number of stops. Floating-car surveys, video counts and data from the detectors themselves all help. Without a baseline, nobody can say afterwards whether the investment paid off. After commissioning, repeat the same measurements in the same periods and share the results with stakeholders such as the county transport department, KURA or NaMATA.</p>
<h2>Pedestrians are part of the design</h2>
<p>Efficiency for vehicles must not come at the expense of people on foot. Pedestrian phases need minimum green and clearance times that match real walking speeds, including those of older people and children, and push-button or automatic pedestrian detection must be reliable. Countdown timers help people judge whether to start crossing and reduce risky behaviour.</p>
<h2>A practical path</h2>
<ol>
<li>Select one congested corridor of four to eight junctions with a clear problem.</li>
<li>Audit the existing controllers, detectors and communications, and repair what is broken.</li>
<li>Record a baseline, then introduce adaptive control in stages.</li>
<li>Measure, tune and report before extending to the next corridor.</li>
</ol>
<p>Modernising signals this way builds evidence and local skills at the same time. Our engineers help road authorities assess junctions, specify detection and controllers, and run the before-and-after studies that show what has been achieved.</p>
`,
  },
  {
    slug: 'sizing-solar-streetlights-for-kenyan-conditions',
    title: 'Sizing Solar Streetlights for Kenyan Conditions',
    excerpt:
      'A solar streetlight is only as reliable as its design. How to size panels, batteries and lighting profiles for Kenyan sites, from the coast to the highlands and the arid north.',
    category: 'Solar Streetlighting',
    tags: ['Solar', 'Street Lighting', 'Batteries', 'Design'],
    author: 'Peter Mwangi',
    date: '2024-12-03',
    imageAlt: 'Illustration of solar-powered streetlights along a road through dry bush country',
    content: `
<p>Solar streetlights have become a common choice for Kenyan counties, particularly on new roads, in markets and in areas far from the grid. They avoid trenching and cabling, have no electricity bills and keep working during power cuts. But a poorly specified solar light can be dim by ten o'clock at night and dark by the third cloudy day. Reliability comes from sizing the system for the site, not from the wattage printed on the brochure.</p>
<h2>Start with the lighting requirement</h2>
<p>Decide first how much light the road actually needs. A highway approach, an urban street with heavy pedestrian activity and a rural access road have very different requirements. Lighting classes in standards such as EN 13201 give target light levels and uniformity for each type of road. From the target level, pole height and spacing, a lighting designer chooses the luminaire output and optics. Good optics put light on the road and footway rather than into the sky, which means a smaller, cheaper system for the same result.</p>
<h2>Estimate the energy needed each night</h2>
<p>Energy per night is the luminaire's power multiplied by the hours it runs at each level. Near the equator, nights are close to twelve hours long all year, so plan for about twelve hours of operation. Most modern lights use a dimming profile, for example full output in the evening when streets are busy, a reduced level after midnight and full output again before dawn. A 40 W luminaire at full power all night uses 480 Wh; the same luminaire dimmed to half power for six of those hours uses 360 Wh. Motion sensors can raise light levels when people or vehicles approach on quieter roads.</p>
<h2>Size the panel for the worst month</h2>
<p>Kenya has a good solar resource, with typical daily irradiation of roughly 4 to 6 kWh per square metre, but it varies with location and season. The long rains reduce output in many regions, and the highlands see more cloud than the north and east. Size the panel using solar data for the specific site in its worst month, not the annual average. Then allow for losses: dust on the panel, high temperatures, charge controller and battery efficiency, and ageing. A common rule is to size the panel so that, after supplying the night's load, it can recharge the battery fully over one or two good days.</p>
<h2>Choose the battery for autonomy and life</h2>
<p>The battery must carry the light through the night and through consecutive days of poor sunshine. Three to five days of autonomy is typical for public lighting; critical locations such as junctions and pedestrian crossings justify more. Lithium iron phosphate (LiFePO4) batteries have largely replaced lead-acid in new installations because they tolerate deeper discharge and last many more cycles. Heat shortens battery life, so batteries should be shaded and ventilated rather than left in direct sun all day.</p>
<h2>Local conditions matter</h2>
<ul>
<li><strong>Coastal sites:</strong> salt air corrodes poles, brackets and fittings. Specify hot-dip galvanised steel, marine-grade coatings and stainless fasteners.</li>
<li><strong>Arid and semi-arid areas:</strong> high temperatures and dust call for heat-tolerant batteries and a practical cleaning routine.</li>
<li><strong>Highlands:</strong> more cloudy days mean more autonomy and larger panels.</li>
<li><strong>Towns:</strong> shading from buildings and trees must be checked on site, across the whole year.</li>
</ul>
<h2>Security and vandalism</h2>
<p>Panels and batteries attract theft. Mounting batteries high on the pole or inside it, anti-theft fasteners and integrated designs with no exposed cables all reduce losses. Involving the community and local leaders when lights are installed is often as effective as any hardware.</p>
<h2>Ask for the calculation</h2>
<p>When evaluating bids, ask each supplier for a sizing calculation for your site: the lighting design, the dimming profile, the nightly energy, the solar data used, the panel and battery sizes, the days of autonomy and the assumed losses. Compare like with like, and test sample units before accepting a full delivery. A cheaper light that fails in its second rainy season is not cheaper.</p>
<p>Our engineers carry out site surveys, lighting designs and sizing calculations, and can review supplier proposals against the needs of your roads.</p>
`,
  },
  {
    slug: 'public-cctv-and-the-data-protection-act',
    title: 'Public CCTV and the Data Protection Act: What Road Authorities Need to Know',
    excerpt:
      "CCTV on roads and in town centres collects personal data. A plain guide to running public camera networks in line with Kenya's Data Protection Act, 2019.",
    category: 'Cybersecurity',
    tags: ['CCTV', 'Data Protection', 'Privacy', 'Compliance'],
    author: 'Amina Hassan',
    date: '2024-10-08',
    imageAlt: 'Illustration of CCTV cameras on poles overlooking a city at night',
    content: `
<p>Cameras are now a standard part of urban road projects in Kenya. They watch junctions for incidents, support enforcement, help traffic engineers study movements and give police evidence after crimes. Every one of those cameras also records people: faces, vehicles, number plates, where someone was and when. Under the Data Protection Act, 2019, that footage is personal data, and the county or authority operating the cameras is responsible for how it is collected, stored and shared.</p>
<p>Compliance is sometimes treated as paperwork to be done after installation. It works much better as a design requirement, because most of the safeguards are cheaper to build in than to add later.</p>
<h2>Be clear about the purpose</h2>
<p>Start by writing down why each camera exists: traffic monitoring, incident detection, protecting an installation, or supporting law enforcement. The purpose drives everything else, including where the camera points, what resolution it needs and how long footage is kept. A camera that exists to watch a junction does not need to look into the windows of neighbouring homes, and privacy masking can block those areas permanently in the camera itself.</p>
<h2>Assess the risks before installation</h2>
<p>The Act requires a data protection impact assessment where processing is likely to result in a high risk to people's rights and freedoms, and large-scale monitoring of public spaces is a typical example. The assessment describes what the system will do, why it is necessary and proportionate, what could go wrong and how the risks will be reduced. Doing it during design lets you adjust camera positions and features before money is spent. Check, too, that your organisation is registered with the Office of the Data Protection Commissioner as a data controller and that the registration covers CCTV.</p>
<h2>Tell people</h2>
<p>People should know when they are entering an area under surveillance. Clear signs at the edges of the monitored area should say that CCTV is in operation, who operates it and how to contact them. A short page on the county website can explain the purposes, the retention periods and how to ask for footage.</p>
<h2>Keep footage only as long as needed</h2>
<p>Storage is cheap, which makes it tempting to keep everything. The law expects the opposite: personal data should be kept no longer than the purpose requires. For most traffic and security cameras, a fixed retention period measured in days or weeks, with automatic overwriting, is appropriate. Footage linked to an incident or investigation can be exported and kept separately for as long as that case requires. Write the periods down and configure the recorders to enforce them, rather than relying on staff to delete files.</p>
<h2>Control who can see what</h2>
<ul>
<li>Give operators individual accounts with the least access they need: live view for some, playback and export for a few.</li>
<li>Log every playback and export, with who, when and why, and review the logs regularly.</li>
<li>Encrypt video between cameras and recorders, and protect recorders and video management servers like any other critical system.</li>
<li>Keep the control room physically secure, and place monitors where visitors cannot see them.</li>
</ul>
<h2>Handle requests and sharing properly</h2>
<p>People have the right to access personal data held about them, which can include footage in which they appear. Have a simple procedure for receiving requests, verifying identity, finding the footage and blurring other people before release. Requests from police and other agencies should be made in writing, recorded and checked against the legal basis for disclosure. Never share footage informally over messaging apps; use a controlled export with a record of who received it.</p>
<h2>Plan for incidents</h2>
<p>If footage is lost, stolen or accessed without authorisation, the Act requires the data controller to notify the Data Commissioner within 72 hours of becoming aware of the breach and, where there is a real risk of harm, to tell the people affected. Decide now who leads that response and how the facts will be gathered quickly.</p>
<h2>Check your contractors</h2>
<p>Where an integrator or maintenance company can access the system, it acts as a data processor on your behalf. Your contract should set out what it may do with footage, require confidentiality and security measures, and oblige it to report breaches to you immediately.</p>
<p>Done well, data protection and effective CCTV support each other: systems designed around a clear purpose are easier to run, cheaper to store and far more credible when footage is needed as evidence. Our team designs camera networks with privacy masking, retention settings and access logging built in from the first drawing.</p>
`,
  },
  {
    slug: 'bus-priority-at-traffic-signals',
    title: 'Bus Priority at Traffic Signals: Making BRT and Matatu Corridors Work',
    excerpt:
      'Buses and matatus carry most of the people on the busiest urban roads, yet wait in the same queues as cars. How signal priority, tracking and passenger information change that.',
    category: 'Intelligent Transport System(ITS)',
    tags: ['BRT', 'Public Transport', 'Signal Priority', 'Passenger Information'],
    author: 'James Otieno',
    date: '2024-08-14',
    imageAlt: 'Illustration of a bus at a roadside station beside a traffic signal at dusk',
    content: `
<p>On the main roads into Kenyan city centres, buses and matatus carry far more people than private cars, yet at a signalised junction they wait in the same queue. A bus with sixty passengers delayed by two minutes costs two hours of people's time; a car with one occupant delayed by the same amount costs two minutes. Giving public transport priority at signals is one of the most cost-effective ways for a road authority to move more people through the same space, and it is a core part of any bus rapid transit (BRT) scheme.</p>
<h2>What transit signal priority does</h2>
<p>Transit signal priority lets a signal controller respond when a bus approaches. The most common strategies are:</p>
<ul>
<li><strong>Green extension:</strong> if a bus is about to arrive as its green ends, the green is held for a few extra seconds so that the bus clears the junction.</li>
<li><strong>Early green:</strong> if a bus arrives on red, conflicting phases are shortened, within safe limits, so that its green comes sooner.</li>
<li><strong>Dedicated phases:</strong> where buses run in a median lane or turn across traffic, a special phase gives them a protected movement.</li>
<li><strong>Queue jumps:</strong> a short bus-only lane and a head start of a few seconds let buses leave the stop line before general traffic.</li>
</ul>
<p>Priority is conditional. The controller always respects minimum greens and pedestrian clearance times, and priority can be limited to buses that are running late, so that it is used where it helps passengers most.</p>
<h2>Detecting the bus</h2>
<p>Controllers need to know that a bus is coming and, ideally, where it is. Options include GPS tracking on the vehicles, which sends positions to a central system or directly to the junction over radio or cellular links; short-range tags and readers on the approach; and video or thermal detection that recognises large vehicles in a dedicated lane. For a BRT corridor with a fixed fleet, GPS tracking on every vehicle is the natural choice, because the same data feeds fleet management and passenger information.</p>
<h2>Infrastructure comes first</h2>
<p>Signal priority works best when buses are not stuck in general traffic before they reach the junction. Dedicated lanes, well-placed stops (often just after the junction, so that the bus crosses before stopping) and enforcement against other vehicles using bus lanes matter as much as the technology. Where lanes cannot be separated, priority at the most congested junctions still helps, but the gains are smaller.</p>
<h2>Passenger information</h2>
<p>Once vehicles are tracked, real-time arrival information is a small step. Displays at stations, SMS and USSD services for basic phones, and open data feeds that app developers can use all help passengers plan their trips and reduce crowding on platforms. The information has to be right: a display that is wrong a few times is quickly ignored, so it is worth investing in the quality of the tracking data and in monitoring the predictions.</p>
<h2>The control centre</h2>
<p>A corridor control centre brings together signal status, bus locations, CCTV and incident reports. Operators can see bunching, where buses arrive in clusters followed by long gaps, and act on it by holding buses at stations or adjusting priority. Performance reports show travel times, punctuality and the effect of priority on other traffic, which helps build support among road users and leaders.</p>
<h2>Measuring the effect on everyone</h2>
<p>Priority should be evaluated for all road users, not only buses. Measure bus travel times and reliability, delay to general traffic on the main and side roads, and pedestrian waiting times, before and after. Reporting delay per person rather than per vehicle shows the full benefit, since one bus represents many people.</p>
<h2>Getting started</h2>
<p>Authorities do not need a full BRT scheme to begin. A pilot on one busy corridor with existing bus and matatu routes, starting with vehicle tracking, green extension at a handful of junctions and better stop placement, can show results within months. Those results make the case for dedicated lanes and a wider programme. We support road and transport authorities with corridor studies, signal design, fleet tracking integration and control-centre systems.</p>
`,
  },
  {
    slug: 'maintaining-solar-street-lighting',
    title: 'Keeping Solar Streetlights Working: A Maintenance Guide for Counties',
    excerpt:
      'Solar streetlights are low-maintenance, not no-maintenance. A practical routine for county teams: inspections, cleaning, battery care, remote monitoring and spare parts.',
    category: 'Solar Streetlighting',
    tags: ['Maintenance', 'Solar', 'Street Lighting', 'Asset Management'],
    author: 'Peter Mwangi',
    date: '2024-06-20',
    imageAlt: 'Illustration of rows of solar panels beside a battery cabinet in green countryside',
    content: `
<p>A well-designed solar streetlight can run for years with little attention, and that is part of its appeal. But "low maintenance" is often heard as "no maintenance", and counties that install lights without a plan for looking after them soon find a growing number of dark poles. The good news is that the maintenance needed is simple, predictable and inexpensive when it is organised.</p>
<h2>Know every light</h2>
<p>Start with an inventory. Give each pole a unique number, marked on the pole, and record its GPS position, installation date, the models of luminaire, panel, battery and controller, and the warranty terms. A simple spreadsheet works; a mapping tool is better. This register is what turns a complaint such as "the light near the market is off" into a work order for a specific pole with the right spare parts.</p>
<h2>A routine that works</h2>
<ul>
<li><strong>Monthly night patrol:</strong> drive or walk each route after dark and record lights that are off, dim or flickering. It takes little time and catches most faults.</li>
<li><strong>Quarterly inspection:</strong> check that panels are clean and not shaded by new growth, that fixings are tight, and that cables, poles and enclosures are undamaged.</li>
<li><strong>Panel cleaning:</strong> in dusty areas, dirt can cut panel output significantly. Clean with water and a soft brush in the early morning or evening, when panels are cool, and never with abrasive materials or high-pressure jets.</li>
<li><strong>Annual check:</strong> test battery capacity, review controller settings and dimming profiles, and inspect poles for corrosion, especially near the coast.</li>
</ul>
<h2>Battery care</h2>
<p>The battery is the part most likely to fail and the most expensive to replace. Most controllers record charge and discharge data, and reading it during inspections shows whether a battery is ageing or whether the panel is not delivering enough energy. A light that works for the first part of the night and then goes dark usually points to a battery that no longer holds its charge, a dirty or shaded panel, or a dimming profile set too high for the system. Replace batteries with the same chemistry and capacity, and dispose of old ones through a licensed recycler.</p>
<h2>Remote monitoring</h2>
<p>For larger installations, remote monitoring pays for itself. Controllers with cellular or low-power radio connections report battery state, charging and faults to a central management system. Engineers see problems on the day they appear, often before residents notice. Monitoring also lets the county adjust dimming profiles remotely, for example raising light levels during a festival or lowering them on quiet roads to extend battery life.</p>
<h2>Spare parts and skills</h2>
<p>Keep a small stock of the parts that fail most often, such as controllers, batteries, luminaire drivers and fasteners, matched to the models installed. Standardising on a few models across the county makes this much simpler. Train county technicians to diagnose common faults and to work safely at height, and agree with suppliers which repairs are covered by warranty and how quickly they will respond.</p>
<h2>Theft and vandalism</h2>
<p>Record every theft or damage incident against the pole number. Patterns show where extra protection is needed, such as higher battery mounting, tamper-proof fasteners or better lighting of the pole base. Working with local administration and residents, who benefit most from the lights, is often the most effective deterrent.</p>
<h2>Measure performance</h2>
<p>Set a simple target, such as the share of lights working at the monthly patrol, and report it. Track the time from a fault report to its repair, and the yearly maintenance cost per light. These figures show whether the programme is working and support budget requests for the next financial year.</p>
<h2>Plan for the long term</h2>
<p>Budget for battery replacements at the end of their expected life, usually several years after installation, and for luminaire and controller replacements later still. Where in-house capacity is limited, a maintenance contract with clear service levels is an option; it should require reporting against the register and the performance targets. With a register, a routine and a modest budget, solar street lighting delivers the reliable, low-cost light it promises. Our team offers maintenance contracts, monitoring systems and training for county technicians.</p>
`,
  },
];

/** Newest first, two posts in each of the three categories. */
export const builtInPosts: readonly BuiltInPost[] = sources.map(
  ({ imageAlt, content, ...post }) => {
    const html = content.trim();
    return {
      ...post,
      content: html,
      readTime: readingTime(html),
      image: image(post.slug, imageAlt),
    };
  },
);

/** Whether `slug` names a built-in post: always public, never in the database. */
export const isBuiltInPost = (slug: string) => builtInPosts.some((post) => post.slug === slug);
